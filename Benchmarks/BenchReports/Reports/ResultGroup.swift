// One benchmark's results side by side: each pattern's ratio to the floor and to the best pattern, and whether the
// best is significantly the best. Computed from a report, shared by every format. A plain value; owns its rows.
import BenchResults
import BenchStatistics
import SceneRig

/// The results of one benchmark with one set of parameters: the floor first, then the patterns in
/// canonical order, each compared on the group's ranking metric (`Metric.rankingOrder`).
///
/// For a timed group every comparison is a `TimingComparison` (per round; Holm-corrected over the comparisons with
/// the best, and separately over those with the floor): ★ marks the best pattern only when it is significantly cheaper than the runner-up; patterns that
/// cannot be told apart from the best are `tied` (≈). Exact metrics need no statistics: equal values tie.
public struct ResultGroup: Sendable, Equatable {
    /// The suite of the benchmark.
    public var suite: Suite
    /// The benchmark's name.
    public var benchmark: String
    /// The benchmark's parameters, e.g. `["rows": 1000]`.
    public var parameters: [String: Int]?
    /// What "cheaper" means here; `nil` when nothing comparable was measured (e.g. the leak check).
    public var ranking: Metric?
    /// The pattern with the lowest ranking value, when at least two patterns have one and every subject did the
    /// same UI work (otherwise nothing is ranked: the subjects did not do the same thing). It is crowned (★) only
    /// when no other pattern ties with it.
    public var best: Pattern?
    /// Whether the subjects asked the UI kit for different work per operation: then the ratios compare
    /// rendering choices, not architectures, and the report says so.
    public var hasUnequalUIWork: Bool
    /// The floor (if measured) then each pattern.
    public var rows: [Row]

    /// Where a pattern stands in its group's ranking.
    public enum Standing: String, Sendable, Codable {
        /// Significantly cheaper than every other pattern (★).
        case best
        /// The cheapest, or not significantly more expensive than the cheapest (≈).
        case tied
    }

    /// One subject's result with its ratios.
    public struct Row: Sendable, Equatable {
        /// The measured result.
        public var result: BenchResult
        /// Ranking value divided by the floor's; `nil` for the floor itself or without a floor. For a timed group,
        /// `versusFloor.ratio.estimate`.
        public var ratioToFloor: Double?
        /// Ranking value divided by the best pattern's; `nil` for the floor or without a value.
        public var ratioToBest: Double?
        /// Timed groups: the pattern over the floor, round by round, with its interval and significance.
        public var versusFloor: TimingComparison?
        /// `best` (★), `tied` (≈), or nil.
        public var standing: Standing?

        /// Whether this row is the crowned best pattern (★).
        public var isBest: Bool { standing == .best }
    }

    /// A heading such as `dispatch · like` or `memory · scene-rows (rows=1000)`.
    public var title: String {
        ResultIdentity.benchmarkTitle(suite: suite, benchmark: benchmark, parameters: parameters)
    }

    /// Groups `results` and computes the ratios and standings.
    init(suite: Suite, benchmark: String, parameters: [String: Int]?, results: [BenchResult]) {
        self.suite = suite
        self.benchmark = benchmark
        self.parameters = parameters
        let ordered = results.sorted { Self.order(of: $0.subject) < Self.order(of: $1.subject) }
        let patternResults = ordered.filter { $0.subject != .floor }
        let ranking = Metric.rankingOrder.first { metric in patternResults.contains { $0.metrics[metric] != nil } }
        let uiWorks = ordered.compactMap(\.metrics.uiBreakdown)
        hasUnequalUIWork = uiWorks.contains { $0 != uiWorks.first }
        self.ranking = ranking
        rows = ordered.map { Row(result: $0, ratioToFloor: nil, ratioToBest: nil, versusFloor: nil, standing: nil) }
        guard let ranking else { return }

        let ranked = rows.indices.filter { rows[$0].result.subject != .floor && rows[$0].result.metrics[ranking] != nil }
            .sorted { rows[$0].result.metrics[ranking] ?? 0 < rows[$1].result.metrics[ranking] ?? 0 }
        let bestIndex = ranked.first
        let floorIndex = rows.indices.first { rows[$0].result.subject == .floor }
        let bestValue = bestIndex.flatMap { rows[$0].result.metrics[ranking] }
        let floorValue = floorIndex.flatMap { rows[$0].result.metrics[ranking] }
        for index in ranked {
            let value = rows[index].result.metrics[ranking] ?? 0
            rows[index].ratioToFloor = floorValue.flatMap { Self.ratio(value, to: $0) }
            rows[index].ratioToBest = bestValue.flatMap { Self.ratio(value, to: $0) }
        }
        let ties: Set<Int>
        if ranking.comparison == .sampled {
            ties = compareTimings(ranked: ranked, floorIndex: floorIndex)
        } else {
            ties = Set(ranked.filter { rows[$0].result.metrics[ranking] == bestValue })
        }
        guard ranked.count >= 2, !hasUnequalUIWork, let bestIndex else { return }
        best = Self.pattern(of: rows[bestIndex].result.subject)
        for index in ties { rows[index].standing = .tied }
        rows[bestIndex].standing = ties.count > 1 ? .tied : .best
    }

    /// Fills each pattern's comparison with the floor, compares every other pattern with the best, and returns the
    /// rows tied with the best (the best included). Holm's correction runs over each family of the table: the
    /// comparisons with the best (which decide ★ and ≈) and the comparisons with the floor (×floor's significance).
    private mutating func compareTimings(ranked: [Int], floorIndex: Int?) -> Set<Int> {
        guard let bestIndex = ranked.first else { return [] }
        var versusFloor: [(row: Int, comparison: TimingComparison)] = []
        var versusBest: [(row: Int, comparison: TimingComparison)] = []
        for index in ranked {
            if let floorIndex, let comparison = timing(of: rows[index], over: rows[floorIndex], label: "floor") {
                versusFloor.append((index, comparison))
            }
            if index != bestIndex, let comparison = timing(of: rows[index], over: rows[bestIndex], label: "best") {
                versusBest.append((index, comparison))
            }
        }
        for (row, comparison) in zip(versusFloor.map(\.row), TimingComparison.adjustedWithHolm(versusFloor.map(\.comparison))) {
            rows[row].versusFloor = comparison
            rows[row].ratioToFloor = comparison.ratio.estimate
        }
        var ties: Set<Int> = [bestIndex]
        let adjusted = TimingComparison.adjustedWithHolm(versusBest.map(\.comparison))
        for (row, comparison) in zip(versusBest.map(\.row), adjusted) where !comparison.isSignificantlySlower {
            ties.insert(row)
        }
        return ties
    }

    /// `row` over `reference`, round by round, before any correction: the one test behind ×floor, ★, ≈ and the docs'
    /// verdicts between two patterns. `label` names the reference in the bootstrap's seed (`floor`, `best`, a subject),
    /// so each comparison of a report draws its own resamples, the same every time the report is read.
    func timing(of row: Row, over reference: Row, label: String) -> TimingComparison? {
        let subject = row.result.metrics.wallTime, other = reference.result.metrics.wallTime
        return TimingComparison(
            subject: subject?.samplesByRound ?? [], reference: other?.samplesByRound ?? [],
            seed: SeededGenerator.seed(for: "\(title)/\(row.result.subject)/\(label)"),
            subjectSpeeds: subject?.roundsSpeed, referenceSpeeds: other?.roundsSpeed)
    }

    /// `value / reference`; equal zeros compare as 1, anything else over zero is undefined.
    static func ratio(_ value: Double, to reference: Double) -> Double? {
        if reference > 0 { return value / reference }
        return value == reference ? 1 : nil
    }

    private static func order(of subject: BenchResult.Subject) -> Int {
        switch subject {
        case .floor: -1
        case .pattern(let pattern): Pattern.allCases.firstIndex(of: pattern) ?? Pattern.allCases.count
        }
    }

    private static func pattern(of subject: BenchResult.Subject) -> Pattern? {
        if case .pattern(let pattern) = subject { pattern } else { nil }
    }
}

extension BenchReport {
    /// The results grouped by suite (canonical order), then benchmark and parameters (order measured).
    public var groups: [ResultGroup] {
        struct Key: Hashable { var suite: Suite, benchmark: String, parameters: [String: Int]? }
        var keys: [Key] = []
        var resultsByKey: [Key: [BenchResult]] = [:]
        for result in results {
            let key = Key(suite: result.suite, benchmark: result.benchmark, parameters: result.parameters)
            if resultsByKey[key] == nil { keys.append(key) }
            resultsByKey[key, default: []].append(result)
        }
        let suiteOrder = { (suite: Suite) in Suite.allCases.firstIndex(of: suite) ?? 0 }
        return keys.enumerated()
            .sorted { (suiteOrder($0.element.suite), $0.offset) < (suiteOrder($1.element.suite), $1.offset) }
            .map { _, key in
                ResultGroup(
                    suite: key.suite, benchmark: key.benchmark, parameters: key.parameters,
                    results: resultsByKey[key] ?? [])
            }
    }
}
