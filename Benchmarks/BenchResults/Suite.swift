// The benchmark suites the bench can run: a closed list the CLI parses and the report groups by.
// A plain value; owns nothing.

/// A family of benchmarks, selected with `--suite` and used to group the report.
///
/// ```swift
/// let suites = Suite.allCases   // [.dispatch, .assembly, .memory, .changes, .traps], the report's order
/// ```
public enum Suite: String, CaseIterable, Sendable, Codable {
    /// From a UI event (like, select, refresh) to the updated UI.
    case dispatch
    /// Building the module, building + first render, teardown.
    case assembly
    /// Objects and bytes alive per scene and per row, and the leak check after teardown.
    case memory
    /// The operation each change request added or altered, on each subject's changed scene (`ChangedOperation`).
    case changes
    /// The store column's classic traps, each a variant of its scene (`StoreTrap`), against the careful store: a like and
    /// the first render (`TrapBenchmark`), the store only.
    case traps
}
