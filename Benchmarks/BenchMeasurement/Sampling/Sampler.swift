// Measurement: the timing discipline (warm-up, batch calibration, many samples) of package-benchmark,
// Google Benchmark and JMH. Owns its configuration and clock; holds nothing of what it measures.
import BenchStatistics

/// Measures how long one operation takes, in nanoseconds, as `Statistics` over many samples.
///
/// 1. **Warm-up and calibration.** Batches run until `warmUp` has passed; meanwhile the batch size grows
///    (2× to 10× a step, aiming 20 % above the target) until one batch lasts `minimumSampleTime`, so a
///    25 ns clock reading is amortised and a sub-microsecond operation is measured correctly.
/// 2. **Samples.** Each sample times one batch of that size; its value is elapsed ÷ operations.
/// 3. **Budget.** Stops at `sampleCount` samples or `maximumTotalTime`, keeping at least one sample.
///
/// Only the operations are timed. For operations that consume state, use ``measure(prepare:)``: before
/// every batch it asks for fresh operations, built outside the timed region. Stateless work uses
/// ``measure(_:)``, which repeats the closure in a plain loop the optimiser can inline into.
///
/// **Isolation.** The sampler is nonisolated and synchronous: it runs your closures on the caller's
/// thread and actor, so a `@MainActor` benchmark measures `@MainActor` scene code directly, with no
/// hop and no `Sendable` requirement on what the closures capture.
///
/// ```swift
/// let sampler = Sampler(configuration: .standard)
/// let stateless = sampler.measure { blackHole(formatter.string(from: date)) }
/// let likes = sampler.measure { requested in
///     let scenes = (0..<requested).map { _ in makeScene() }            // untimed
///     return PreparedBatch(operationCount: scenes.count) {
///         for scene in scenes { scene.likeButton.sendTap() }              // timed
///     }
/// }
/// print(likes.p50, "ns per like")
/// ```
public struct Sampler {
    /// Batches never grow beyond this, so an operation the optimiser deleted cannot loop forever.
    public static let maximumBatchSize = 1 << 30

    /// The time budget of every measurement this sampler makes.
    public let configuration: SamplerConfiguration
    @usableFromInline let clock: any NanosecondClock

    /// A sampler with `configuration`, timing with `clock` (wall time unless told otherwise).
    public init(configuration: SamplerConfiguration = .standard, clock: any NanosecondClock = MonotonicClock()) {
        self.configuration = configuration
        self.clock = clock
    }

    /// Measures operations that `prepare` sets up before each batch, outside the timed region.
    ///
    /// `prepare` receives the number of operations the sampler wants and returns a ``PreparedBatch`` of
    /// at most that many (fewer is fine: the sampler divides by what the batch reports). Every prepared
    /// batch is run exactly once. When `prepare` returns nil — the benchmark cannot offer an operation, e.g.
    /// its scene no longer shows what it measures — sampling stops and the result is nil: no partial numbers.
    public func measure(prepare: (_ requestedOperations: Int) -> PreparedBatch?) -> Statistics? {
        sample { requestedOperations in
            guard let batch = prepare(requestedOperations) else { return nil }
            let start = clock.now()
            batch.run()
            let end = clock.now()
            return BatchTiming(operations: batch.operationCount, elapsedNanoseconds: end &- start)
        }
    }

    /// Measures a stateless operation by running it `batchSize` times between two clock readings.
    ///
    /// The loop is compiled into the caller (the method is inlinable), so the closure is usually inlined
    /// and costs no call per iteration. Feed results to ``blackHole(_:)`` or the work may be deleted.
    @inlinable
    public func measure(_ operation: () -> Void) -> Statistics {
        let statistics = sample { batchSize in
            let start = clock.now()
            for _ in 0..<batchSize { operation() }
            let end = clock.now()
            return BatchTiming(operations: batchSize, elapsedNanoseconds: end &- start)
        }
        guard let statistics else { preconditionFailure("A stateless operation always offers its batch") }
        return statistics
    }

    /// The discipline itself: warm-up and calibration, then samples, within the budget.
    @usableFromInline
    func sample(_ timedBatch: (_ requestedOperations: Int) -> BatchTiming?) -> Statistics? {
        let minimumSampleTime = configuration.minimumSampleTime.wholeNanoseconds
        let start = clock.now()
        let warmUpEnd = start &+ configuration.warmUp.wholeNanoseconds
        let deadline = start &+ configuration.maximumTotalTime.wholeNanoseconds

        var batchSize = 1
        while true {
            guard let timing = timedBatch(batchSize) else { return nil }
            let now = clock.now()
            let calibrated = timing.elapsedNanoseconds >= minimumSampleTime
                || timing.operations < batchSize          // the benchmark cannot offer more
                || batchSize >= Sampler.maximumBatchSize
            if !calibrated {
                batchSize = Sampler.nextBatchSize(after: timing, target: minimumSampleTime)
            }
            if now >= deadline || (calibrated && now >= warmUpEnd) { break }
        }

        let sampleCount = max(1, configuration.sampleCount)
        var samples: [Double] = []
        samples.reserveCapacity(sampleCount)
        repeat {
            guard let timing = timedBatch(batchSize) else { return nil }
            samples.append(timing.nanosecondsPerOperation)
        } while samples.count < sampleCount && clock.now() < deadline

        guard let statistics = Statistics(samples: samples) else {
            preconditionFailure("The sampling loop always keeps at least one sample")
        }
        return statistics
    }

    /// The batch size predicted to last 20 % more than `target`, growing 2× to 10× per step.
    static func nextBatchSize(after timing: BatchTiming, target: UInt64) -> Int {
        let current = UInt64(timing.operations)
        let aim = target + target / 5
        let elapsed = max(timing.elapsedNanoseconds, 1)
        let (product, overflow) = current.multipliedReportingOverflow(by: aim)
        let predicted = overflow ? UInt64.max : product / elapsed + (product % elapsed == 0 ? 0 : 1)
        let next = min(max(predicted, current * 2), current * 10, UInt64(maximumBatchSize))
        return Int(next)
    }
}
