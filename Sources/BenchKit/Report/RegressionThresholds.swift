// How much each metric may change between a baseline and a run before it is a regression. A plain value.

/// Allowed change from the baseline, in percent, per metric; a metric without a threshold is not gated.
///
/// The default is 0 % for every exact count (`Metric.defaultThresholdPercent`): counts are identical run to run on
/// one machine and toolchain, so any increase is a change in the code.
///
/// `--threshold 5` allows 5 % on every count; `--threshold retains=0,bytes=10,wall=25` sets metrics one by one.
public struct RegressionThresholds: Sendable, Equatable {
    /// Percent per metric; metrics absent here are not gated.
    public var percentByMetric: [Metric: Double]

    /// Every exact metric at its registry default (0 %); wall time only when asked for.
    public static let `default` = RegressionThresholds(
        percentByMetric: Dictionary(uniqueKeysWithValues: Metric.allCases.filter { $0.comparison == .exact }
            .map { ($0, $0.defaultThresholdPercent) }))

    /// Thresholds as given; metrics left out are not gated.
    public init(percentByMetric: [Metric: Double]) {
        self.percentByMetric = percentByMetric
    }

    /// The allowed change of `metric` in percent, nil when it is not gated.
    public subscript(metric: Metric) -> Double? { percentByMetric[metric] }

    /// Reads `--threshold`'s value: a percentage for every count, or `metric=percent` pairs over the default.
    public static func parse(_ text: String) throws(UsageError) -> RegressionThresholds {
        if let percent = Self.percent(text) {
            var thresholds = Self.default
            for metric in Metric.allCases where metric.comparison == .exact { thresholds.percentByMetric[metric] = percent }
            return thresholds
        }
        var thresholds = Self.default
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let metric = Metric(key: parts[0]) else {
                let names = Metric.allCases.map(\.key).joined(separator: ", ")
                throw UsageError("bench: --threshold: unknown metric in \(String(pair).debugDescription); expected one of \(names)")
            }
            guard let percent = Self.percent(parts[1]) else {
                throw UsageError("bench: --threshold: \(parts[0]) needs a percentage ≥ 0, got \(parts[1].debugDescription)")
            }
            thresholds.percentByMetric[metric] = percent
        }
        return thresholds
    }

    private static func percent(_ text: String) -> Double? {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
        return value
    }
}
