// The metric registry: every number a result can carry, with its JSON key, unit, column, ranking and gating.
// The one list the table, Markdown, JSON, CSV, thresholds and verdicts iterate; adding a metric is one case here.

/// One measured quantity of a result. Lower is better for every metric.
///
/// The raw value is the metric's key in the JSON report (`"metrics": {"retains": 27, …}`) and in CSV, threshold
/// specs and comparisons. Everything a format needs to know about a metric is a property of its case, so a new
/// metric is one `case` plus its answers in the switches below; `Metrics` stores it, every format shows it.
///
/// ```swift
/// for metric in Metric.allCases where metric.comparison == .exact {
///     print(metric.key, metric.unit.symbol, result.metrics[metric] ?? "n/a")
/// }
/// ```
public enum Metric: String, CaseIterable, Sendable, Hashable, Codable {
    /// Wall time per operation: the median of the samples (`wallTime.p50`); the samples decide significance.
    case wallTime
    /// Memory suite: Swift objects alive in the scene after its first render.
    case liveObjects
    /// Memory suite: heap bytes alive in the scene after its first render.
    case liveBytes
    /// Objects alive per blog row: at one size, or the slope across sizes (memory suite).
    case liveObjectsPerRow
    /// Heap bytes alive per blog row: at one size, or the slope across sizes (memory suite).
    case liveBytesPerRow
    /// UI work per operation, as the UI kit counts it (`UIWork.total`): equal for every subject of a benchmark.
    case ui
    /// Leak check: objects still alive after teardown (0 when clean).
    case survivors
    /// Retains per operation (runtime interposition, or callgrind when exact).
    case retains
    /// Releases per operation.
    case releases
    /// Swift objects allocated per operation (`swift_allocObject`).
    case objects
    /// `malloc`-level allocations per operation, including the standard library's own.
    case allocations
    /// Bytes allocated per operation.
    case bytes
    /// CPU instructions per operation (callgrind), when `--instructions` was given.
    case instructions

    /// The key in JSON, CSV, `--threshold` and comparisons: the raw value.
    public var key: String { rawValue }

    /// How a value is compared between subjects or runs.
    public enum Comparison: Sendable {
        /// Identical run to run: any difference is a change in the code (default threshold 0 %).
        case exact
        /// Drawn from a noisy distribution: a difference counts only when it is significant and beyond its threshold.
        case sampled
    }

    /// What a value counts, for formatting and the CSV `unit` column.
    public enum Unit: String, Sendable {
        case nanoseconds = "ns", count, bytes, instructions

        /// The CSV spelling: `ns`, `count`, `bytes`, `instructions`.
        public var symbol: String { rawValue }

        /// `812 ns`, `3.40 µs` for durations; `42`, `12.5`, `123k` otherwise; `n/a` for nil.
        package func format(_ value: Double?) -> String {
            self == .nanoseconds ? MetricFormatter.duration(nanoseconds: value) : MetricFormatter.count(value)
        }
    }

    /// Where a metric's column sits in a benchmark's table.
    public enum Placement: Sendable {
        /// Before the ratio columns: the figures a group is ranked by.
        case headline
        /// After the ratio columns.
        case detail
        /// Not a table column (JSON and CSV only).
        case hidden
    }

    /// `exact` for counts, `sampled` for wall time.
    public var comparison: Comparison { self == .wallTime ? .sampled : .exact }

    /// The unit of the metric's values.
    public var unit: Unit {
        switch self {
        case .wallTime: .nanoseconds
        case .liveBytes, .liveBytesPerRow, .bytes: .bytes
        case .instructions: .instructions
        case .liveObjects, .liveObjectsPerRow, .ui, .survivors, .retains, .releases, .objects, .allocations: .count
        }
    }

    /// The table and Markdown column heading (wall time shows `p50`, followed by a `p90` column).
    public var columnTitle: String {
        switch self {
        case .wallTime: "p50"
        case .liveObjects: "live objects"
        case .liveBytes: "live bytes"
        case .liveObjectsPerRow: "objects/row"
        case .liveBytesPerRow: "bytes/row"
        case .instructions: "instr."
        case .ui, .survivors, .retains, .releases, .objects, .allocations, .bytes: rawValue
        }
    }

    /// Where the column sits; `allocations` is left out of the table to keep it within 100 columns.
    public var placement: Placement {
        switch self {
        case .wallTime, .liveObjects, .liveBytes, .liveObjectsPerRow, .liveBytesPerRow: .headline
        case .ui, .survivors, .retains, .releases, .objects, .bytes, .instructions: .detail
        case .allocations: .hidden
        }
    }

    /// The counts taken per operation by hooks or callgrind, which may be unavailable on a machine: they are shown
    /// (as `n/a`) wherever a benchmark is timed or counted, so a missing count reads "not measurable" instead of
    /// vanishing. The other metrics appear only where measured.
    public var isShownWhenUnmeasured: Bool {
        switch self {
        case .retains, .releases, .objects, .allocations, .bytes, .instructions: true
        case .wallTime, .liveObjects, .liveBytes, .liveObjectsPerRow, .liveBytesPerRow, .ui, .survivors: false
        }
    }

    /// Whether values are whole numbers (written to JSON as integers).
    public var isInteger: Bool { self == .survivors }

    /// A group is ranked (★, ×best) by the first metric in this order that its patterns measured.
    public static let rankingOrder: [Metric] = [.wallTime, .liveBytes, .liveBytesPerRow, .bytes]

    /// The allowed increase, in percent, before `--baseline` and `compare` call a change a regression, unless
    /// `--threshold` says otherwise. Exact counts: 0 (any increase), instructions aside
    /// (`Metric.defaultInstructionThreshold`). Wall time: see `Metric.defaultTimingThreshold`.
    public var defaultThresholdPercent: Double {
        switch self {
        case .instructions: Self.defaultInstructionThreshold
        default: comparison == .exact ? 0 : Self.defaultTimingThreshold
        }
    }

    /// The default allowed change of instructions per operation, in percent. They repeat exactly for one binary (each
    /// operation counted in a process forked from one fixed state: docs/METHODOLOGY.md), but a change to the harness
    /// alone, which moves what the measuring process allocates before it forks, moved a few operations by up to 0.044 %
    /// here (the heap's addresses, and with them the allocator's path and identity hashing). Below this, a change is
    /// reported but fails nothing; a planted +0.1 % in one like is caught (`.ci/calibrate-instructions`).
    public static let defaultInstructionThreshold = 0.05

    /// The default allowed change of a timing between two runs, in percent, on top of significance: on the reference
    /// VM the changes of unchanged code that still tested significant reached 3–6 % (the host slows the machine for
    /// seconds at a time), so a smaller change is reported (`unchanged`, significant) but never fails a build.
    public static let defaultTimingThreshold = 5.0

    /// The metric named `name` (its key), or `wall`, the short name of `wallTime` in threshold specs.
    public init?(key name: String) {
        if name == "wall" { self = .wallTime } else if let metric = Metric(rawValue: name) { self = metric } else { return nil }
    }
}
