// One benchmark's results side by side: each pattern's ratio to the floor and to the best pattern.
// Computed from a report, shared by the table and Markdown formats. A plain value; owns its rows.
import ProfileKit

/// The results of one benchmark with one set of parameters: the floor first, then the patterns in
/// canonical order, each compared on the group's ranking metric (`Metric.rankingOrder`).
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
    /// same UI work (otherwise nothing is crowned: the subjects did not do the same thing).
    public var best: Pattern?
    /// Whether the subjects asked the UI kit for different work per operation: then the ratios compare
    /// rendering choices, not architectures, and the report says so.
    public var hasUnequalUIWork: Bool
    /// The floor (if measured) then each pattern.
    public var rows: [Row]

    /// One subject's result with its ratios.
    public struct Row: Sendable, Equatable {
        /// The measured result.
        public var result: BenchResult
        /// Ranking value divided by the floor's; `nil` for the floor itself or without a floor.
        public var ratioToFloor: Double?
        /// Ranking value divided by the best pattern's; `nil` for the floor or without a value.
        public var ratioToBest: Double?
        /// Whether this row is the best pattern.
        public var isBest: Bool
    }

    /// A heading such as `dispatch · like` or `memory · scene-rows (rows=1000)`.
    public var title: String {
        let base = "\(suite.rawValue) · \(benchmark)"
        guard let parameters, !parameters.isEmpty else { return base }
        let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return "\(base) (\(list))"
    }

    /// Groups `results` and computes the ratios.
    init(suite: Suite, benchmark: String, parameters: [String: Int]?, results: [BenchResult]) {
        let ordered = results.sorted { Self.order(of: $0.subject) < Self.order(of: $1.subject) }
        let patternResults = ordered.filter { $0.subject != .floor }
        let ranking = Metric.rankingOrder.first { metric in
            patternResults.contains { $0.metrics[metric] != nil }
        }
        let floorValue = ranking.flatMap { ranking in
            ordered.first { $0.subject == .floor }.flatMap { $0.metrics[ranking] }
        }
        let ranked = patternResults.compactMap { result in
            ranking.flatMap { result.metrics[$0] }.map { (result.subject, $0) }
        }
        let bestEntry = ranked.min { $0.1 < $1.1 }
        let uiWorks = ordered.compactMap(\.metrics.uiBreakdown)
        let hasUnequalUIWork = uiWorks.contains { $0 != uiWorks.first }
        let crowned = ranked.count >= 2 && !hasUnequalUIWork
        self.hasUnequalUIWork = hasUnequalUIWork
        self.suite = suite
        self.benchmark = benchmark
        self.parameters = parameters
        self.ranking = ranking
        self.best = crowned ? bestEntry.flatMap { Self.pattern(of: $0.0) } : nil
        self.rows = ordered.map { result in
            guard result.subject != .floor, let value = ranking.flatMap({ result.metrics[$0] }) else {
                return Row(result: result, ratioToFloor: nil, ratioToBest: nil, isBest: false)
            }
            return Row(
                result: result,
                ratioToFloor: floorValue.flatMap { Self.ratio(value, to: $0) },
                ratioToBest: bestEntry.flatMap { Self.ratio(value, to: $0.1) },
                isBest: crowned && result.subject == bestEntry?.0)
        }
    }

    /// `value / reference`; equal zeros compare as 1, anything else over zero is undefined.
    private static func ratio(_ value: Double, to reference: Double) -> Double? {
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
