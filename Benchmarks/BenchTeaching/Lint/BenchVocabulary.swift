// What the prose may name of the bench itself: every command's flags and every benchmark. Given by the command line,
// which knows its flags and sees the suites, so teaching depends on neither. A plain value.

/// The bench's own words the docs lint checks prose against: `bench graph --pattern` must be a flag of `graph`,
/// `dispatch/like` a benchmark.
///
/// ```swift
/// let vocabulary = BenchVocabulary(flags: ["bench": ["--suite", "--help", "-h"]], benchmarks: ["dispatch/like"])
/// ```
package struct BenchVocabulary: Equatable, Sendable {
    /// The flags each command takes, by command: `bench` (measuring), `compare`, `graph`, … — spelled `--flag`, with `-h`.
    let flags: [String: Set<String>]
    /// `dispatch/like`, `memory/like-at-rows`: every benchmark's suite and name.
    let benchmarks: Set<String>

    package init(flags: [String: Set<String>], benchmarks: Set<String>) {
        self.flags = flags
        self.benchmarks = benchmarks
    }
}
