// How much each metric may change between a baseline and a run before it is a regression (or an improvement).
// Read from `--threshold` specs and JSON files. A plain value.
import BenchResults
import Foundation

/// Allowed change from the baseline, in percent, per metric; a metric without a threshold is not gated.
///
/// The defaults come from the registry (`Metric.defaultThresholdPercent`): 0 % for every exact count (identical run
/// to run on one machine and toolchain, so any increase is a change in the code), `Metric.defaultInstructionThreshold`
/// for instructions (exact for one binary; a harness change moves a few by less) and `Metric.defaultTimingThreshold`
/// for wall time, whose change must also be significant. Live bytes that both runs read from the allocator's
/// statistics are gated at ``allocatorStatisticsDrift`` at least (`percent(for:fromAllocatorStatistics:)`).
///
/// `--threshold 5` allows 5 % on every count; `--threshold retains=0,bytes=10,wall=25` sets metrics one by one
/// (`wall=off` stops gating wall time); `--threshold-file thresholds.json` reads `{"retains": 0, "wallTime": 10}`.
public struct RegressionThresholds: Sendable, Equatable {
    /// Percent per metric; metrics absent here are not gated.
    public var percentByMetric: [Metric: Double]

    /// Every metric at its registry default.
    public static let `default` = RegressionThresholds(
        percentByMetric: Dictionary(uniqueKeysWithValues: Metric.allCases.map { ($0, $0.defaultThresholdPercent) }))

    /// Thresholds as given; metrics left out are not gated.
    public init(percentByMetric: [Metric: Double]) {
        self.percentByMetric = percentByMetric
    }

    /// The allowed change of `metric` in percent, nil when it is not gated.
    public subscript(metric: Metric) -> Double? { percentByMetric[metric] }

    /// The allowed change of `metric` in a comparison, nil when it is not gated: its threshold, raised to
    /// ``allocatorStatisticsDrift`` when both runs read it from the allocator's statistics (`fromAllocatorStatistics`),
    /// which no threshold below the drift of unchanged runs could gate.
    public func percent(for metric: Metric, fromAllocatorStatistics: Bool) -> Double? {
        guard let percent = self[metric] else { return nil }
        return fromAllocatorStatistics ? max(percent, Self.allocatorStatisticsDrift) : percent
    }

    /// The least threshold, in percent, of live bytes read from the allocator's statistics (`malloc_zone_statistics`
    /// on macOS, `mallinfo2` on Linux without the counters), where interposed counts are unavailable.
    ///
    /// Such bytes are what the allocator holds, not what the code asked for: its bookkeeping is part of the figure, and
    /// a runner image with another malloc moves it though the code did not change. Measured here
    /// (`ARCHBENCH_UNAVAILABLE=interposedCounts bench --suite memory`, Linux, glibc's caches off): eight unchanged runs,
    /// one from a longer path with a larger environment and one on a single core gave identical bytes (0 % drift); the
    /// allocator's own part, chunk bytes over the usable bytes the counters see for the same scenes (one header word per
    /// block), was 0.1–12.3 % of each figure. A malloc that kept a word more or less per block would move the figures
    /// by that much, so the gate allows 15 %. Interposed counts stay exact.
    public static let allocatorStatisticsDrift = 15.0

    /// Reads `--threshold`'s value over `base`: a percentage for every count, or `metric=percent` pairs
    /// (`metric=off` to stop gating it).
    public static func parse(_ text: String, over base: RegressionThresholds = .default) throws(UsageError)
        -> RegressionThresholds
    {
        var thresholds = base
        if let percent = Self.percent(text) {
            for metric in Metric.allCases where metric.comparison == .exact { thresholds.percentByMetric[metric] = percent }
            return thresholds
        }
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let metric = Metric(key: parts[0]) else {
                throw UsageError("bench: --threshold: unknown metric in \(String(pair).debugDescription); "
                    + "expected one of \(Self.metricNames)")
            }
            if parts[1] == "off" {
                thresholds.percentByMetric[metric] = nil
            } else if let percent = Self.percent(parts[1]) {
                thresholds.percentByMetric[metric] = percent
            } else {
                throw UsageError("bench: --threshold: \(parts[0]) needs a percentage ≥ 0 or off, got \(parts[1].debugDescription)")
            }
        }
        return thresholds
    }

    /// Reads a JSON object of `metric: percent` (or `null` to stop gating it) over `base`.
    ///
    /// ```json
    /// {"retains": 0, "bytes": 5, "wallTime": 10, "instructions": null}
    /// ```
    public static func load(path: String, over base: RegressionThresholds = .default) throws(UsageError)
        -> RegressionThresholds
    {
        let prefix = "bench: --threshold-file \(path)"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(prefix): cannot be read")
        }
        guard let entries = try? JSONDecoder().decode([String: Double?].self, from: data) else {
            throw UsageError("\(prefix): not a JSON object of metric: percent (or null)")
        }
        var thresholds = base
        for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard let metric = Metric(key: name) else {
                throw UsageError("\(prefix): unknown metric \(name.debugDescription); expected one of \(Self.metricNames)")
            }
            guard let percent = value else {
                thresholds.percentByMetric[metric] = nil
                continue
            }
            guard percent.isFinite, percent >= 0 else { throw UsageError("\(prefix): \(name) needs a percentage ≥ 0 or null") }
            thresholds.percentByMetric[metric] = percent
        }
        return thresholds
    }

    private static var metricNames: String { Metric.allCases.map(\.key).joined(separator: ", ") + " (or wall)" }

    private static func percent(_ text: String) -> Double? {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
        return value
    }
}
