// Statistics: the summary of one benchmark's samples (nanoseconds per operation). Owns its samples.

/// Order statistics, mean and spread of a set of samples, with the samples themselves.
///
/// The sampler produces one sample per timed batch: nanoseconds per operation. The type is unit-free;
/// it summarises whatever it is given.
///
/// **Percentile method: linear interpolation between closest ranks** (Hyndman & Fan type 7, the default
/// of NumPy, R and spreadsheet `PERCENTILE.INC`). For a fraction `p` of `n` sorted samples
/// `x[0] … x[n-1]`, the rank is `h = p × (n − 1)` and the percentile is
/// `x[⌊h⌋] + (h − ⌊h⌋) × (x[⌊h⌋ + 1] − x[⌊h⌋])`. So `p50` is the usual median (the mean of the two
/// middle samples when `n` is even), `p0` is `min` and `p100` is `max`. With few samples the high
/// percentiles approach `max`: 100 samples give a p99 between the two slowest.
///
/// `standardDeviation` is the sample standard deviation (Bessel's `n − 1`), 0 for a single sample.
///
/// ```swift
/// let statistics = Statistics(samples: [12, 10, 11, 40])   // nil only for an empty array
/// statistics?.p50   // 11.5
/// ```
public struct Statistics: Codable, Sendable, Hashable {
    /// How many samples were taken.
    public let count: Int
    /// The fastest sample.
    public let min: Double
    /// The slowest sample.
    public let max: Double
    /// The arithmetic mean of the samples.
    public let mean: Double
    /// The median.
    public let p50: Double
    /// The 90th percentile.
    public let p90: Double
    /// The 99th percentile.
    public let p99: Double
    /// The sample standard deviation (`n − 1`), 0 for a single sample.
    public let standardDeviation: Double
    /// The samples in the order they were taken (drift over a run shows there, not in the summary).
    public let samples: [Double]

    /// Summarises `samples`; nil when there are none (a statistic of nothing would be a made-up number).
    public init?(samples: [Double]) {
        let sorted = samples.sorted()
        guard let lowest = sorted.first, let highest = sorted.last else { return nil }
        let mean = samples.reduce(0, +) / Double(samples.count)
        let squaredDeviations = samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        self.count = samples.count
        self.min = lowest
        self.max = highest
        self.mean = mean
        self.p50 = Statistics.percentile(0.50, ofSorted: sorted)
        self.p90 = Statistics.percentile(0.90, ofSorted: sorted)
        self.p99 = Statistics.percentile(0.99, ofSorted: sorted)
        self.standardDeviation = samples.count > 1 ? (squaredDeviations / Double(samples.count - 1)).squareRoot() : 0
        self.samples = samples
    }

    /// The `fraction` percentile (0…1) of the samples, by linear interpolation between closest ranks.
    public func percentile(_ fraction: Double) -> Double {
        Statistics.percentile(fraction, ofSorted: samples.sorted())
    }

    /// The `fraction` percentile (0…1) of `sorted`, which must be sorted ascending and not empty.
    public static func percentile(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
        percentile(fraction, count: sorted.count) { sorted[$0] }
    }

    /// The `fraction` percentile (0…1) of `count` values (at least one), given the `order`-th smallest of them, from 0:
    /// linear between the two order statistics around the rank `fraction × (count − 1)`.
    static func percentile(_ fraction: Double, count: Int, orderStatistic: (_ order: Int) -> Double) -> Double {
        precondition(count > 0, "A percentile of no samples is undefined")
        precondition((0...1).contains(fraction), "A percentile fraction lies in 0…1, got \(fraction)")
        let rank = fraction * Double(count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Swift.min(lower + 1, count - 1)
        let weight = rank - Double(lower)
        let low = orderStatistic(lower)
        return low + weight * (orderStatistic(upper) - low)
    }
}
