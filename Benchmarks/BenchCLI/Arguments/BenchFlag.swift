// The flags `bench` knows, defined once: spelling, value, help line. The parser and --help both read them.
// A plain value; owns nothing.
import BenchReports
import BenchResults
import ProfileKit
import SceneRig

/// One command-line flag of `bench`.
enum BenchFlag: String, CaseIterable, Sendable, CommandFlag {
    case suite, pattern, filter, quick, format, output, instructions
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

    var valueName: String? {
        switch self {
        case .suite, .pattern: "LIST"
        case .filter: "REGEX"
        case .format: "FORMAT"
        case .output, .baseline, .thresholdFile: "PATH"
        case .history: "PATH.jsonl"
        case .variant: "leaky"
        case .threshold: "SPEC"
        case .quick, .instructions, .exactARC, .list, .help, .allowEnvironmentChange, .allowMissing: nil
        }
    }

    var summary: String {
        switch self {
        case .suite: "Suites to run, comma-separated: \(expectedValue) (default: all)"
        case .pattern: "Patterns to measure, comma-separated: \(expectedValue)\n(default: all; the floor always runs)"
        case .filter: "Only benchmarks whose suite/benchmark/pattern id matches, e.g. 'like|refresh'"
        case .quick: "CI smoke run: every benchmark, few samples (numbers too rough to compare)"
        case .format: "Report format: \(expectedValue) (default: table)"
        case .output: "Write the report to PATH instead of standard output: a file is replaced atomically\n"
            + "(mode kept), a link's target written, a device or FIFO streamed; never a file\n"
            + "--baseline or --history names (a device aside)"
        case .instructions: "Count CPU instructions with valgrind's callgrind (slow; needs valgrind: without it,\n"
            + "exit 1 before measuring)"
        case .exactARC: "Exact retains, releases and objects, the standard library's own included (callgrind's\n"
            + "call graph); checks they balance over a scene lifecycle (slow; needs valgrind, as above)"
        case .baseline: "Compare with a saved JSON report (--format json --output PATH), as bench compare\n"
            + "does; exit 3 when a metric got worse than its threshold allows, 2 before measuring\n"
            + "when the baseline is malformed or measured nothing gated. Needed by\n"
            + Self.spelled(Self.comparisonFlags)
        case .threshold: ThresholdHelp.spec
        case .thresholdFile: ThresholdHelp.file
        case .allowEnvironmentChange: ThresholdHelp.environment
        case .allowMissing: ThresholdHelp.missing
        case .variant: "Run the leak and stays-alive checks on the classic ownership mistakes planted in\n"
            + "each pattern (--suite memory; never compared); writes \(Self.variantFormats.map(\.rawValue).joined(separator: "|"));\n"
            + "takes only \(Self.spelled(Self.variantReads.dropFirst()))"
        case .history: "Append this run (metadata and results) to a JSON-lines file, one line per run;\n"
            + "see bench history; never a file --output or --baseline names (a device aside)"
        case .list: "List the benchmarks \(Self.spelled(Self.listReads.dropFirst())) select, and the patterns,\n"
            + "then exit (takes no other flag)"
        case .help: "Show this help (also -h)"
        }
    }

    var expectedValue: String {
        switch self {
        case .suite: Suite.allCases.map(\.rawValue).joined(separator: ",")
        case .pattern: SubjectSelection.Grammar.patternList.expectedValue
        case .format: OutputFormat.allCases.map(\.rawValue).joined(separator: "|")
        case .filter: "a regular expression"
        case .output, .baseline, .thresholdFile, .history: "a file path"
        case .variant: "leaky"
        case .threshold: ThresholdHelp.expected
        case .quick, .instructions, .exactARC, .list, .help, .allowEnvironmentChange, .allowMissing: "nothing"
        }
    }
}

/// The help of the threshold flags, shared by `bench` and `bench compare`.
enum ThresholdHelp {
    static let spec = "Allowed change in percent: one number for every count, or pairs such as\n"
        + "retains=0,bytes=10,wall=3 (off: not gated). Default: counts exactly (live bytes read\n"
        + "from the allocator's statistics: \(statisticsDrift) % at least), wall time \(defaultWall) % and significant"
    static let file = "Thresholds from a JSON object, e.g. {\"bytes\": 5, \"wallTime\": 10, \"instructions\": null}"
    static let environment = "When the runs differ in toolchain, OS, CPU, build or counting, report regressions\n"
        + "but exit 0 (metrics the new run lacks are excused only when OS or counting differ;\n"
        + "a comparison in which no gated metric was measured by both runs still fails)"
    static let missing = "Metrics the baseline gates and the new run could not measure are expected: list them,\n"
        + "do not fail (by default they fail: a gate never passes on what was not measured). Never\n"
        + "excused: a malformed report, a baseline that measured nothing gated, or no gated metric\n"
        + "measured by both runs"
    static let expected = "a percentage, or metric=percent pairs such as retains=0,wall=25"
    private static var defaultWall: String { MetricFormatter.count(Metric.defaultTimingThreshold) }
    private static var statisticsDrift: String { MetricFormatter.count(RegressionThresholds.allocatorStatisticsDrift) }
}
