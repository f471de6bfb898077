// Statistics: whether one timing differs from another beyond noise — within a run (subject over reference, round
// by round) or between runs (new over old). Pure; owns the numbers it returns.
import Foundation

/// A ratio of timings with its 95 % interval and p-value, the one judgement behind every timing verdict.
///
/// **The unit is the round, not the sample.** The subjects of a benchmark are timed in interleaved rounds; the
/// samples of one round are taken back to back and share whatever the machine was doing then (on a loaded 2-core
/// VM a whole round of one subject can run 2× slow). Samples are therefore not independent, and tests that treat
/// them so call noise significant. Each round's median is one unit:
/// - **within a run**, subject and reference were timed in the same rounds, so each round gives one paired ratio;
///   the estimate is their median, the interval a bootstrap of that median, the p-value Wilcoxon's signed-rank test
///   on their logarithms (a round that ran slow for everyone cancels out);
/// - **between runs**, the rounds of each run are independent units: the estimate is the ratio of their medians,
///   the interval a two-sample bootstrap, the p-value Mann–Whitney's U test.
/// With fewer than `minimumRounds` rounds (reports that did not record rounds) the samples serve as units, unpaired.
///
/// A table makes several comparisons at once: `adjustedWithHolm(_:)` turns their p-values into Holm's, and
/// `isSignificant` compares the adjusted p-value with `alpha`.
///
/// ```swift
/// var comparisons = patterns.compactMap { TimingComparison(subject: $0.rounds, reference: floor.rounds, seed: 1) }
/// comparisons = TimingComparison.adjustedWithHolm(comparisons)
/// comparisons[0].ratio.estimate, comparisons[0].isSignificant
/// ```
public struct TimingComparison: Sendable, Equatable {
    /// The ratio (subject over reference, or new over old) with its 95 % interval.
    public let ratio: RatioInterval
    /// The p-value of this comparison alone.
    public let pValue: Double
    /// The p-value after Holm's correction over the comparisons of its table (equal to `pValue` until adjusted).
    public private(set) var adjustedPValue: Double
    /// How many units (rounds, or samples as a fallback) each side contributed.
    public let units: Int

    /// The family-wise error rate of a table: 5 %.
    public static let alpha = 0.05
    /// Rounds needed to use rounds as units; below this the samples are used.
    public static let minimumRounds = 3

    /// Whether the difference is beyond noise (after Holm's correction when applied).
    public var isSignificant: Bool { adjustedPValue < Self.alpha }
    /// Significantly above 1: the subject (or new run) is slower.
    public var isSignificantlySlower: Bool { isSignificant && ratio.estimate > 1 }
    /// Significantly below 1: the subject (or new run) is faster.
    public var isSignificantlyFaster: Bool { isSignificant && ratio.estimate < 1 }

    /// Creates a comparison from known values.
    public init(ratio: RatioInterval, pValue: Double, adjustedPValue: Double? = nil, units: Int) {
        self.ratio = ratio
        self.pValue = pValue
        self.adjustedPValue = adjustedPValue ?? pValue
        self.units = units
    }

    /// Within one run: `subject` over `reference`, both given as the samples of each round, in round order, with the
    /// speed each round ran at when known (`WallTime.roundsSpeed`): see `TimingUnits.roundRatios`.
    public init?(subject: [[Double]], reference: [[Double]], seed: UInt64,
                 subjectSpeeds: [Double]? = nil, referenceSpeeds: [Double]? = nil) {
        if let ratios = TimingUnits.roundRatios(subject, over: reference, speeds: subjectSpeeds,
                                                referenceSpeeds: referenceSpeeds) {
            guard let ratio = RatioInterval(medianOf: ratios, seed: seed),
                  let test = SignedRank(differences: ratios.map { log($0) }) else { return nil }
            self.init(ratio: ratio, pValue: test.pValue, units: ratios.count)
        } else {
            self.init(unpairedNew: subject.flatMap { $0 }, old: reference.flatMap { $0 }, seed: seed)
        }
    }

    /// Between runs: the `new` run's units over the `old` run's (per-round values from `TimingUnits`).
    ///
    /// `margin` is a change two runs show without any change in the code, which the rounds of one run cannot see (each
    /// run draws its own machine state): 0.03 makes the null hypothesis "changed by at most 3 %", so the p-value tests
    /// the change beyond that (`new` moved back by 3 % towards `old` must still differ). See
    /// `RunComparison.overFloorDrift` and `RunComparison.absoluteTimeDrift`. The interval is always of the ratio itself.
    public init?(new: [Double], old: [Double], seed: UInt64, margin: Double = 0) {
        self.init(unpairedNew: new, old: old, seed: seed, margin: margin)
    }

    private init?(unpairedNew new: [Double], old: [Double], seed: UInt64, margin: Double = 0) {
        guard let ratio = RatioInterval(numerator: new, denominator: old, seed: seed) else { return nil }
        let toward = ratio.estimate >= 1 ? 1 / (1 + margin) : 1 + margin
        let moved = margin > 0 ? new.map { $0 * toward } : new
        let oldMedian = RatioInterval.median(old), movedMedian = RatioInterval.median(moved)
        let stillBeyond = margin == 0 || (ratio.estimate >= 1 ? movedMedian > oldMedian : movedMedian < oldMedian)
        guard let test = MannWhitney(first: moved, second: old) else { return nil }
        self.init(ratio: ratio, pValue: stillBeyond ? test.pValue : 1, units: min(new.count, old.count))
    }

    /// `comparisons` with Holm-adjusted p-values over all of them, in the same order.
    public static func adjustedWithHolm(_ comparisons: [TimingComparison]) -> [TimingComparison] {
        zip(comparisons, Holm.adjusted(comparisons.map(\.pValue))).map { comparison, adjusted in
            var comparison = comparison
            comparison.adjustedPValue = adjusted
            return comparison
        }
    }
}

extension TimingComparison: Codable {
    private enum CodingKeys: String, CodingKey { case estimate, low, high, pValue, adjustedPValue, significant, units }

    /// JSON: `{"estimate": 0.72, "low": 0.71, "high": 0.73, "pValue": 0.002, "adjustedPValue": 0.008,
    /// "significant": true, "units": 10}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ratio.estimate, forKey: .estimate)
        try container.encode(ratio.low, forKey: .low)
        try container.encode(ratio.high, forKey: .high)
        try container.encode(pValue, forKey: .pValue)
        try container.encode(adjustedPValue, forKey: .adjustedPValue)
        try container.encode(isSignificant, forKey: .significant)
        try container.encode(units, forKey: .units)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            ratio: RatioInterval(
                estimate: try container.decode(Double.self, forKey: .estimate),
                low: try container.decode(Double.self, forKey: .low), high: try container.decode(Double.self, forKey: .high)),
            pValue: try container.decode(Double.self, forKey: .pValue),
            adjustedPValue: try container.decode(Double.self, forKey: .adjustedPValue),
            units: try container.decode(Int.self, forKey: .units))
    }
}
