// The flags `bench` knows, defined once: spelling, value, help line. The parser and --help both read them.
// A plain value; owns nothing.
import BenchMeasurement
import BenchReports
import BenchResults
import ProfileKit
import SceneRig

/// One command-line flag of `bench`.
enum BenchFlag: String, CaseIterable, Sendable, CommandFlag {
    case suite, pattern, filter, quick, format, output, instructions, layouts
    case exactARC = "exact-arc"
    case baseline, threshold
    case thresholdFile = "threshold-file", allowEnvironmentChange = "allow-environment-change"
    case allowMissing = "allow-missing", history
    case variant
    case list, help

    static let command = "bench"

    /// What `--list` reads: it lists what these select and exits, so any other flag would be ignored and is refused.
    static let listReads: [BenchFlag] = [.list, .suite, .pattern, .filter]
    /// What `--variant leaky` reads: it checks the variants of these patterns and writes the findings, measuring
    /// nothing, so any other flag would be ignored and is refused.
    static let variantReads: [BenchFlag] = [.variant, .suite, .pattern, .format, .output]
    /// The formats `--variant leaky` writes.
    static let variantFormats = LeakyVariantReport.formats
    /// The flags that tune the comparison with `--baseline`, and without it would be ignored.
    static let comparisonFlags: [BenchFlag] = [.threshold, .thresholdFile, .allowEnvironmentChange, .allowMissing]

    /// `--suite, --pattern and --filter`: `flags` for a sentence.
    static func spelled(_ flags: some Collection<BenchFlag>) -> String {
        let spellings = flags.map(\.spelling)
        return spellings.count < 2 ? spellings.joined()
            : spellings.dropLast().joined(separator: ", ") + " and " + spellings[spellings.count - 1]
    }

    var spec: FlagSpec {
        switch self {
        case .suite: .value("LIST", expects: Suite.allCases.map(\.rawValue).joined(separator: ","),
                            "Suites to run, comma-separated: \(Suite.allCases.map(\.rawValue).joined(separator: ",")) (default: all)")
        case .pattern: .value("LIST", expects: SubjectSelection.Grammar.patternList.expectedValue,
                              "Patterns to measure, comma-separated: \(SubjectSelection.Grammar.patternList.expectedValue)\n"
                                  + "(default: all; the floor always runs)")
        case .filter: .filter("Only benchmarks whose suite/benchmark/pattern id matches, e.g. 'like|refresh'")
        case .quick: .switch("CI smoke run: every benchmark, few samples (numbers too rough to compare)")
        case .format: .format(OutputFormat.allCases.map(\.rawValue), default: "table", noun: "Report")
        case .output: .value("PATH", expects: "a file path",
                             "Write the report to PATH instead of standard output: a file is replaced atomically\n"
                                 + "(mode kept), a link's target written, a device or FIFO streamed; never a file\n"
                                 + "--baseline or --history names (a device aside)")
        case .instructions: .switch("Count CPU instructions per operation with valgrind's callgrind: each operation in a\n"
                                    + "process of its own, in several address-space layouts (see --layouts; needs\n"
                                    + "valgrind: without it, exit 1 before measuring)")
        case .layouts: .value("N", expects: "a whole number of layouts from 1 to \(AddressSpaceLayout.maximumCount)",
                              "With --instructions: count an operation whose instructions move with where the\n"
                                  + "program lies in memory in N address-space layouts, reported as their mean\n"
                                  + "(default \(BenchOptions.defaultInstructionLayouts); every operation is first counted in "
                                  + "a quarter of them, at least 3)")
        case .exactARC: .switch("Exact retains, releases and objects, the standard library's own included (callgrind's\n"
                                + "call graph); checks they balance over a scene lifecycle (slow; needs valgrind, as above)")
        case .baseline: .value("PATH", expects: "a file path",
                               "Compare with a saved JSON report (--format json --output PATH), as bench compare\n"
                                   + "does; exit 3 when a metric got worse than its threshold allows, 2 before measuring\n"
                                   + "when the baseline is malformed or measured nothing gated. Needed by\n"
                                   + Self.spelled(Self.comparisonFlags))
        case .threshold: .threshold
        case .thresholdFile: .thresholdFile
        case .allowEnvironmentChange: .allowEnvironmentChange
        case .allowMissing: .allowMissing
        case .variant: .value("leaky", expects: "leaky",
                              "Run the leak and stays-alive checks on the classic ownership mistakes planted in\n"
                                  + "each pattern (--suite memory; never compared); writes "
                                  + "\(Self.variantFormats.map(\.rawValue).joined(separator: "|"));\n"
                                  + "takes only \(Self.spelled(Self.variantReads.dropFirst()))")
        case .history: .value("PATH.jsonl", expects: "a file path",
                              "Append this run (metadata and results) to a JSON-lines file, one line per run;\n"
                                  + "see bench history; never a file --output or --baseline names (a device aside)")
        case .list: .switch("List the benchmarks \(Self.spelled(Self.listReads.dropFirst())) select, and the patterns,\n"
                            + "then exit (takes no other flag)")
        case .help: .help
        }
    }
}
