// Names of the five requests of the API: what a section error names (`ProfileText.sectionError`), and what the mock
// server counts and injects faults on. Value type.

/// One of the five requests of `ProfileAPI`.
public enum APIEndpoint: String, CaseIterable, Hashable, Sendable {
    case user, blogs, drafts, like, createDraft
}
