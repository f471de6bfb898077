// Compares a run with a baseline report, metric by metric, under the thresholds. Pure.

/// The outcome of `bench --baseline`: what got worse beyond its threshold, and what was not comparable.
public struct BaselineComparison: Sendable, Equatable {
    /// One metric of one result that got worse than its threshold allows.
    public struct Regression: Sendable, Equatable, CustomStringConvertible {
        public let result: String
        public let metric: Metric
        public let baseline: Double
        public let current: Double

        public var change: Double { baseline == 0 ? .infinity : (current - baseline) / baseline * 100 }

        public var description: String {
            let change = change.isFinite ? "+" + MetricFormatter.fixed(change, decimals: 1) + "%" : "from 0"
            return "\(result) \(metric.key): \(metric.unit.format(baseline)) → \(metric.unit.format(current)) (\(change))"
        }
    }

    public let regressions: [Regression]
    /// Results of this run the baseline does not have (new benchmarks): reported, never failing.
    public let unmatched: [String]
    public let compared: Int

    /// Compares every result of `current` that `baseline` also has.
    public init(current: BenchReport, baseline: BenchReport, thresholds: RegressionThresholds) {
        let baselineByKey = Dictionary(baseline.results.map { (Self.key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var regressions: [Regression] = [], unmatched: [String] = [], compared = 0
        for result in current.results {
            guard let old = baselineByKey[Self.key(result)] else {
                unmatched.append(Self.key(result))
                continue
            }
            compared += 1
            for metric in Metric.allCases {
                guard let percent = thresholds[metric], let before = old.metrics[metric], let now = result.metrics[metric]
                else { continue }
                if now > before * (1 + percent / 100) + 1e-9 {
                    regressions.append(Regression(result: Self.key(result), metric: metric, baseline: before, current: now))
                }
            }
        }
        self.regressions = regressions
        self.unmatched = unmatched
        self.compared = compared
    }

    /// One line per regression after a summary line.
    public var lines: [String] {
        let summary = "baseline: \(compared) results compared, \(regressions.count) regression\(regressions.count == 1 ? "" : "s")"
            + (unmatched.isEmpty ? "" : ", \(unmatched.count) new")
        return [summary] + regressions.map { "  regression: \($0)" }
    }

    /// `suite/benchmark/pattern[/key=value…]`, the key results are matched by.
    static func key(_ result: BenchResult) -> String {
        let parameters = (result.parameters ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([result.suite.rawValue, result.benchmark, result.subject.description] + parameters).joined(separator: "/")
    }
}
