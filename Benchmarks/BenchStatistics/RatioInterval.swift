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
        var resamples = Resamples(of: ratios)
        let replicated = (0..<Self.replicates).map { _ in resamples.nextMedian(using: &generator) }
        self.init(estimate: Self.median(ratios), sortedReplicates: replicated.sorted())
    }

    /// `median(numerator) / median(denominator)` and its interval, both sides resampled independently; nil when a
    /// side is empty or the denominator's median is not positive.
    public init?(numerator: [Double], denominator: [Double], seed: UInt64) {
        guard !numerator.isEmpty, !denominator.isEmpty, Self.median(denominator) > 0 else { return nil }
        var generator = SeededGenerator(seed: seed)
        var bottoms = Resamples(of: denominator), tops = Resamples(of: numerator)
        var replicated: [Double] = []
        replicated.reserveCapacity(Self.replicates)
        for _ in 0..<Self.replicates {
            let bottom = bottoms.nextMedian(using: &generator)
            let top = tops.nextMedian(using: &generator)
            if bottom > 0 { replicated.append(top / bottom) }
        }
        self.init(estimate: Self.median(numerator) / Self.median(denominator), sortedReplicates: replicated.sorted())
    }

    private init(estimate: Double, sortedReplicates: [Double]) {
        self.estimate = estimate
        self.low = sortedReplicates.isEmpty ? estimate : Statistics.percentile(0.025, ofSorted: sortedReplicates)
        self.high = sortedReplicates.isEmpty ? estimate : Statistics.percentile(0.975, ofSorted: sortedReplicates)
    }

    /// The median (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        Statistics.percentile(0.5, ofSorted: values.sorted())
    }
}

/// Resamples of some values, with replacement and to their own count, each reduced to its median: the median
/// `RatioInterval.median` takes of the resample, read without sorting it. A resample is how many times each value was
/// drawn; its order statistics are found by walking those counts in the values' sorted order, O(n) a resample where
/// sorting it was O(n log n) (and, unoptimised, a generic sort).
struct Resamples {
    private let sorted: [Double]
    /// `values[index]` is `sorted[rank[index]]`.
    private let rank: [Int]
    /// How many times each of `sorted` was drawn into the current resample.
    private var draws: [Int]

    init(of values: [Double]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        sorted = order.map { values[$0] }
        var rank = [Int](repeating: 0, count: values.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        self.rank = rank
        draws = [Int](repeating: 0, count: values.count)
    }

    /// Draws the next resample, `values[generator.index(below: values.count)]` once per value, and returns its median.
    mutating func nextMedian(using generator: inout SeededGenerator) -> Double {
        for position in draws.indices { draws[position] = 0 }
        for _ in sorted.indices { draws[rank[generator.index(below: sorted.count)]] += 1 }
        return Statistics.percentile(0.5, count: sorted.count, orderStatistic: orderStatistic)
    }

    /// The `order`-th smallest value of the current resample, from 0.
    private func orderStatistic(_ order: Int) -> Double {
        var drawnSoFar = 0
        for position in draws.indices {
            drawnSoFar += draws[position]
            if drawnSoFar > order { return sorted[position] }
        }
        preconditionFailure("A resample of \(sorted.count) values has no value of order \(order)")
    }
}
