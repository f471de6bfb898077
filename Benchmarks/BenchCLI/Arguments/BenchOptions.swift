// What one `bench` invocation asked for: the parsed command line as a plain value.
// Owns only values; parsing lives in BenchOptions+Parsing.swift, the help text in BenchOptions+Usage.swift.
import BenchReports
import BenchResults
import ProfileKit
import SceneRig

/// The parsed command line of `bench`. The defaults are what a bare `swift run bench` does:
/// every suite, every pattern, a table on standard output, progress on standard error.
///
/// ```swift
/// let options = try BenchOptions.parse(["--suite", "dispatch", "--format=json"])
/// options.suites   // [.dispatch]
/// options.output.format   // .json
/// ```
public struct BenchOptions: Sendable, Equatable {
    /// The suites to run, in the report's canonical order (`--suite`).
    public var suites: [Suite]
    /// The patterns to measure (`--pattern`); the floor always runs.
    var subjects: SubjectSelection
    /// The patterns to measure, in canonical order (`--pattern`); the floor always runs.
    public var patterns: [Pattern] {
        get { subjects.patterns }
        set { subjects = SubjectSelection(newValue.map(SceneSubject.pattern)) }
    }
    /// Only benchmarks whose identifier matches (`--filter`); `nil` keeps all.
    public var filter: BenchmarkFilter?
    /// A CI smoke run: every benchmark, fewer samples (`--quick`).
    public var isQuick: Bool
    /// How and where the report is written, and the history it is appended to (`--format`, `--output`, `--history`).
    var output: OutputOptions<OutputFormat>
    /// Whether to count CPU instructions with valgrind's callgrind (`--instructions`).
    public var countsInstructions: Bool
    /// In how many address-space layouts an operation whose instructions depend on layout is counted (`--layouts`).
    public var instructionLayouts = Self.defaultInstructionLayouts
    /// `--layouts` unless given: against a baseline counted in 32, a 1 % change in MVVMAsync's like, the noisiest like
    /// when this was chosen (0.43 % over layouts, 2026-11-27; 0.025 % now), stood out in 999 of 1 000 simulated gates.
    /// What it resolves now: docs/METHODOLOGY.md.
    public static let defaultInstructionLayouts = 16
    /// Whether retains, releases and objects are counted exactly under callgrind, and their balance checked
    /// (`--exact-arc`); the interposed counts otherwise.
    public var countsExactARC = false
    /// Whether to list suites, benchmarks and patterns instead of running them (`--list`).
    public var listsBenchmarks: Bool
    /// Whether to print the usage and exit 0 (`--help`, `-h`). Wins over every other flag.
    public var showsHelp: Bool
    /// A previous JSON report to compare with (`--baseline PATH`); regressions exit with 3.
    public var baselinePath: String?
    /// How much worse than the baseline each metric may get (`--threshold`, `--threshold-file`).
    public var thresholds: RegressionThresholds = .default
    /// The file the thresholds were read from (`--threshold-file`), which no output may overwrite.
    public var thresholdFilePath: String?
    /// Exit 0 despite regressions when the baseline's environment differs (`--allow-environment-change`).
    public var allowsEnvironmentChange = false
    /// Metrics the baseline gates and this run could not measure are expected (`--allow-missing`).
    public var allowsMissing = false
    /// Whether to check the leaky variants instead of measuring (`--variant leaky`, memory suite only).
    public var checksLeakyVariants = false

    /// Creates options; every parameter defaults to what a bare `bench` does.
    public init(
        suites: [Suite] = Suite.allCases,
        patterns: [Pattern] = Pattern.allCases,
        filter: BenchmarkFilter? = nil,
        isQuick: Bool = false,
        format: OutputFormat = .table,
        outputPath: String? = nil,
        countsInstructions: Bool = false,
        listsBenchmarks: Bool = false,
        showsHelp: Bool = false
    ) {
        self.suites = suites
        self.subjects = SubjectSelection(patterns.map(SceneSubject.pattern))
        self.filter = filter
        self.isQuick = isQuick
        self.output = OutputOptions(format: format, outputPath: outputPath)
        self.countsInstructions = countsInstructions
        self.listsBenchmarks = listsBenchmarks
        self.showsHelp = showsHelp
    }
}
