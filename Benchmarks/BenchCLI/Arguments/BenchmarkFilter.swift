// The `--filter` regular expression, validated when parsed. Keeps the source text, not a compiled
// Regex, because Regex is not Sendable on this toolchain.
import BenchReports

/// Selects benchmarks whose identifier contains a match for a regular expression.
///
/// Identifiers read `suite/benchmark/pattern[/key=value]`, e.g. `dispatch/like/mvc`, so `--filter like` keeps every
/// like benchmark and `--filter '^memory/'` keeps the memory suite.
///
/// ```swift
/// let filter = try BenchmarkFilter("like|refresh")
/// filter.matches("dispatch/refresh")   // true
/// ```
public struct BenchmarkFilter: Sendable, Equatable {
    /// The regular expression as the user typed it.
    public let source: String

    /// Validates `source` as a Swift `Regex`; an invalid one is a usage error naming `--filter`.
    public init(_ source: String, flag: String = "bench: --filter") throws(UsageError) {
        do {
            _ = try Regex(source)
        } catch {
            let reason = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
            throw UsageError("\(flag): invalid regular expression \(source.debugDescription): \(reason)")
        }
        self.source = source
    }

    /// Whether `identifier` (e.g. `dispatch/like/mvc`) contains a match.
    public func matches(_ identifier: String) -> Bool {
        guard let regex = try? Regex(source) else { return false }
        return identifier.contains(regex)
    }
}
