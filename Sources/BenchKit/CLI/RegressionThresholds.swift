// How much worse than the baseline each metric may get before `bench --baseline` fails. A plain value.

/// A metric `--baseline` can gate on, with how to read it from a result.
public enum GatedMetric: String, CaseIterable, Sendable, Hashable {
    case retains, releases, objects, allocations, bytes, instructions, ui, liveObjects, liveBytes, survivors
    /// The median wall time: noisy on shared machines, so gated only when asked for (`wall=PERCENT`).
    case wall

    /// The metric's value in `metrics`, if measured.
    public func value(in metrics: Metrics) -> Double? {
        switch self {
        case .retains: metrics.retains
        case .releases: metrics.releases
        case .objects: metrics.objects
        case .allocations: metrics.allocations
        case .bytes: metrics.bytes
        case .instructions: metrics.instructions
        case .ui: metrics.ui
        case .liveObjects: metrics.liveObjects
        case .liveBytes: metrics.liveBytes
        case .survivors: metrics.survivors.map(Double.init)
        case .wall: metrics.wallTime?.p50
        }
    }
}

/// Allowed increase over the baseline, in percent, per metric. Metrics without a threshold are not gated.
///
/// The default gates every deterministic count exactly (0 %): counts are identical run to run on one machine,
/// so any increase is a change in the code. Wall time is not gated unless asked for.
///
/// `--threshold 5` allows 5 % on every count; `--threshold retains=0,bytes=10,wall=25` sets metrics one by one.
public struct RegressionThresholds: Sendable, Equatable {
    public var percentByMetric: [GatedMetric: Double]

    public static let `default` = RegressionThresholds(
        percentByMetric: Dictionary(uniqueKeysWithValues: GatedMetric.allCases.filter { $0 != .wall }.map { ($0, 0) }))

    public init(percentByMetric: [GatedMetric: Double]) {
        self.percentByMetric = percentByMetric
    }

    /// Reads `--threshold`'s value: a percentage for every count, or `metric=percent` pairs over the default.
    public static func parse(_ text: String) throws(UsageError) -> RegressionThresholds {
        if let percent = Self.percent(text) {
            return RegressionThresholds(percentByMetric: Self.default.percentByMetric.mapValues { _ in percent })
        }
        var thresholds = Self.default
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let metric = GatedMetric(rawValue: parts[0]) else {
                let names = GatedMetric.allCases.map(\.rawValue).joined(separator: ", ")
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
