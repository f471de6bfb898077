// The flags `bench` knows, defined once: spelling, value, help line. The parser and --help both read them.
// A plain value; owns nothing.
import ProfileKit

/// One command-line flag of `bench`.
enum BenchFlag: String, CaseIterable, Sendable, CommandFlag {
    case suite, pattern, filter, quick, format, output, instructions, baseline, threshold, list, help
    /// Hidden: everything after it is handed raw to the bench's counting subprocess.
    case worker

    static let command = "bench"

    var valueName: String? {
        switch self {
        case .suite, .pattern: "LIST"
        case .filter: "REGEX"
        case .format: "FORMAT"
        case .output, .baseline: "PATH"
        case .threshold: "SPEC"
        case .quick, .instructions, .list, .help, .worker: nil
        }
    }

    var summary: String {
        switch self {
        case .suite: "Suites to run, comma-separated: \(expectedValue) (default: all)"
        case .pattern: "Patterns to measure, comma-separated: \(expectedValue)\n(default: all; the floor always runs)"
        case .filter: "Only benchmarks whose suite/benchmark/pattern id matches, e.g. 'like|refresh'"
        case .quick: "CI smoke run: every benchmark, few samples (numbers too rough to compare)"
        case .format: "Report format: \(expectedValue) (default: table)"
        case .output: "Write the report to PATH atomically instead of standard output"
        case .instructions: "Count CPU instructions with valgrind's callgrind (slow; needs valgrind)"
        case .baseline: "Compare with a saved JSON report (--format json --output PATH);\n"
            + "exit 3 when a metric got worse than its threshold allows"
        case .threshold: "Allowed increase in percent: one number for every count, or pairs such as\n"
            + "retains=0,bytes=10,wall=25 (default: every count exactly, wall time not gated)"
        case .list: "List suites, benchmarks and patterns, then exit"
        case .help: "Show this help (also -h)"
        case .worker: "Internal: the counting subprocess"
        }
    }

    var expectedValue: String {
        switch self {
        case .suite: Suite.allCases.map(\.rawValue).joined(separator: ",")
        case .pattern: Pattern.allCases.map(\.rawValue).joined(separator: ",")
        case .format: OutputFormat.allCases.map(\.rawValue).joined(separator: "|")
        case .filter: "a regular expression"
        case .output, .baseline: "a file path"
        case .threshold: "a percentage, or metric=percent pairs such as retains=0,wall=25"
        case .quick, .instructions, .list, .help, .worker: "nothing"
        }
    }

    var isHidden: Bool { self == .worker }
}
