// CountsUnavailable: why a counting or instruction mechanism cannot be had here, and how to get it.
// A plain value; reports turn it into "n/a" plus one line, never into a zero.

/// The reason a count cannot be taken on this machine, with the command that would fix it when there is one.
public struct CountsUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line saying what is missing.
    public var reason: String
    /// The exact command that makes the mechanism available, when one exists.
    public var remedy: String?

    /// Creates a reason, optionally with the command that fixes it.
    public init(reason: String, remedy: String? = nil) {
        self.reason = reason
        self.remedy = remedy
    }

    /// The reason, followed by the remedy when there is one.
    public var description: String {
        guard let remedy else { return reason }
        return "\(reason) (to fix: \(remedy))"
    }
}
