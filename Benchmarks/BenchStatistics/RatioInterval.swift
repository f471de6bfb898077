// Statistics: a ratio of medians with its 95 % confidence interval, by a seeded percentile bootstrap.
// Pure; owns the three numbers it returns.

/// A ratio and the range it would plausibly take if the measurement were repeated: the percentile bootstrap
/// (resample the units with replacement, recompute the ratio, keep the 2.5th and 97.5th percentiles).
///
/// The units are per-round values (`TimingUnits`), never raw samples: samples of one round are taken back to back
/// and share its interference, so they are not independent draws; rounds are. The generator is seeded from what is
/// compared, so the same report always shows the same interval.
///
/// ```swift
/// let ratio = RatioInterval(medianOf: [0.72, 0.73, 0.71, 0.72, 0.74], seed: 7)   // one subject over the floor, per round
/// let change = RatioInterval(numerator: newRounds, denominator: oldRounds, seed: 7)  // one run over another
/// ```
public struct RatioInterval: Sendable, Equatable, Codable {
    /// The ratio itself.
    public let estimate: Double
    /// The lower end of the 95 % interval.
    public let low: Double
    /// The upper end of the 95 % interval.
    public let high: Double

    /// Resamples per interval: enough for stable 2.5 % and 97.5 % percentiles.
    public static let replicates = 2_000

    /// Creates an interval from known values.
    public init(estimate: Double, low: Double, high: Double) {
        self.estimate = estimate
        self.low = low
        self.high = high
    }

    /// The median of `ratios` (e.g. one per round) and its interval; nil without ratios.
    public init?(medianOf ratios: [Double], seed: UInt64) {
        guard !ratios.isEmpty else { return nil }
        var generator = SeededGenerator(seed: seed)
        var scratch: [Double] = []
        let replicated = (0..<Self.replicates).map { _ in
            Self.median(Self.resample(ratios, using: &generator, into: &scratch))
        }
        self.init(estimate: Self.median(ratios), sortedReplicates: replicated.sorted())
    }

    /// `median(numerator) / median(denominator)` and its interval, both sides resampled independently; nil when a
    /// side is empty or the denominator's median is not positive.
    public init?(numerator: [Double], denominator: [Double], seed: UInt64) {
        guard !numerator.isEmpty, !denominator.isEmpty, Self.median(denominator) > 0 else { return nil }
        var generator = SeededGenerator(seed: seed)
        var scratch: [Double] = []
        var replicated: [Double] = []
        replicated.reserveCapacity(Self.replicates)
        for _ in 0..<Self.replicates {
            let bottom = Self.median(Self.resample(denominator, using: &generator, into: &scratch))
            let top = Self.median(Self.resample(numerator, using: &generator, into: &scratch))
            if bottom > 0 { replicated.append(top / bottom) }
        }
        self.init(estimate: Self.median(numerator) / Self.median(denominator), sortedReplicates: replicated.sorted())
    }

    private init(estimate: Double, sortedReplicates: [Double]) {
        self.estimate = estimate
        self.low = sortedReplicates.isEmpty ? estimate : Statistics.percentile(0.025, ofSorted: sortedReplicates)
        self.high = sortedReplicates.isEmpty ? estimate : Statistics.percentile(0.975, ofSorted: sortedReplicates)
    }

    /// `values` resampled with replacement to their own count, in `scratch`.
    private static func resample(
        _ values: [Double], using generator: inout SeededGenerator, into scratch: inout [Double]
    ) -> [Double] {
        scratch.removeAll(keepingCapacity: true)
        for _ in values.indices { scratch.append(values[generator.index(below: values.count)]) }
        return scratch
    }

    /// The median (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        Statistics.percentile(0.5, ofSorted: values.sorted())
    }
}
