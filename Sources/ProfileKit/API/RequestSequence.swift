// Client-side ordering of one section's answers: numbers the requests, admits an answer only if no answer to a
// later request was shown already. A value type; owns two counters.

/// Keeps a section from going back in time when answers arrive out of order.
///
/// A refresh can overtake an earlier one: the server answered both, but the older answer is delivered last.
/// Each section numbers its requests and shows an answer only if no answer to a later request was shown
/// before it (docs/SCENE.md, "Answers out of order"). Failures are answers too: an old error never
/// replaces newer rows, and an old success never replaces a newer error.
///
/// ```swift
/// let ticket = blogsRequests.next()
/// api.fetchBlogs(userID: userID) { [weak self] result in
///     guard let self, blogsRequests.admit(ticket) else { return }
///     …
/// }
/// ```
public struct RequestSequence: Equatable, Sendable {
    private var lastIssued = 0
    private var lastAdmitted = 0

    public init() {}

    /// The ticket of a new request: higher than every ticket issued before.
    public mutating func next() -> Int {
        lastIssued += 1
        return lastIssued
    }

    /// Whether the answer to `ticket` may be shown; if so, answers to earlier tickets no longer may.
    public mutating func admit(_ ticket: Int) -> Bool {
        guard ticket > lastAdmitted else { return false }
        lastAdmitted = ticket
        return true
    }

    /// Numbers and admits a change the server confirmed to this scene itself (a draft it created), as if it were the
    /// answer to a request issued now: it is newer than anything an answer to a request issued before can bring, so
    /// none of those is admitted any more. Returns its ticket; a request issued afterwards is admitted as usual.
    @discardableResult
    public mutating func admitOwnChange() -> Int {
        let ticket = next()
        lastAdmitted = ticket
        return ticket
    }
}
