// Names of the six requests of the API: what a section error names (`ProfileText.sectionError`), and what the mock
// server counts and injects faults on. Value type.

/// One of the six requests of `ProfileAPI`.
public enum APIEndpoint: String, CaseIterable, Hashable, Sendable {
    case user, blogs, drafts, like, createDraft
    /// Taking a like back: asked only by the columns of the "unlike" change (docs/CHANGING.md).
    case unlike
}
