// Measurement: how long and how often the sampler measures one benchmark. A plain value; owns nothing.

/// The time budget of one benchmark: warm-up, the minimum length of a timed sample, how many samples,
/// and a cap on the whole.
///
/// The sampler stops at `sampleCount` samples or when `maximumTotalTime` has passed since the benchmark
/// started (warm-up and preparation included), whichever comes first, and always keeps at least one sample.
///
/// ```swift
/// let sampler = Sampler(configuration: isCISmoke ? .quick : .standard)
/// ```
public struct SamplerConfiguration: Codable, Sendable, Hashable {
    /// Time spent running the operation before any sample is kept: caches, branch predictors and lazy
    /// initialisations settle, and the batch size is calibrated meanwhile.
    public var warmUp: Duration
    /// A timed sample lasts at least this long: the batch of operations grows until it does, so the
    /// clock's own cost (~25 ns a reading) is amortised over many operations.
    public var minimumSampleTime: Duration
    /// Samples kept, each giving one nanoseconds-per-operation value to the statistics.
    public var sampleCount: Int
    /// Hard cap on the benchmark's total time, from the first warm-up batch to the last sample.
    public var maximumTotalTime: Duration

    /// A budget; counts below one are raised to one.
    public init(warmUp: Duration, minimumSampleTime: Duration, sampleCount: Int, maximumTotalTime: Duration) {
        self.warmUp = warmUp
        self.minimumSampleTime = minimumSampleTime
        self.sampleCount = Swift.max(1, sampleCount)
        self.maximumTotalTime = maximumTotalTime
    }

    /// The default: 50 ms of warm-up, then 200 samples of at least 1 ms each, at most 800 ms in all.
    public static let standard = SamplerConfiguration(
        warmUp: .milliseconds(50), minimumSampleTime: .milliseconds(1), sampleCount: 200,
        maximumTotalTime: .milliseconds(800))

    /// A CI smoke run: every benchmark executes and reports, with numbers too rough to compare.
    /// 5 ms of warm-up, then 10 samples of at least 0.25 ms, at most 40 ms in all. Spread over the timing pass's 20
    /// rounds, a round keeps one sample; a batch of that length (hundreds of sub-microsecond operations) still amortises
    /// the clock's reading; preparing the batches (a scene reset for each), not timing them, is most of a round's cost.
    public static let quick = SamplerConfiguration(
        warmUp: .milliseconds(5), minimumSampleTime: .microseconds(250), sampleCount: 10,
        maximumTotalTime: .milliseconds(40))
}

extension Duration {
    /// The duration in whole nanoseconds (negative durations count as zero).
    var wholeNanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        return UInt64(seconds) &* 1_000_000_000 &+ UInt64(attoseconds / 1_000_000_000)
    }
}
