// Measurement: the wall clock of every timed sample (the platform layer's precise monotonic clock). Owns nothing.
import BenchPlatform

/// Monotonic wall-clock time in nanoseconds: `clock_gettime(CLOCK_MONOTONIC)` on Linux,
/// `clock_gettime_nsec_np(CLOCK_UPTIME_RAW)` on macOS (``SystemClock``).
///
/// One reading costs about 23 ns on the Linux reference machine (docs/PLATFORMS.md), cheaper than
/// `DispatchTime.now()` or `ContinuousClock.now`, and it is never adjusted by NTP jumps.
/// The sampler amortises that cost over a batch of operations.
///
/// ```swift
/// let clock = MonotonicClock()
/// let start = clock.now()
/// work()
/// let elapsed = clock.now() - start   // nanoseconds
/// ```
public struct MonotonicClock: NanosecondClock, Sendable {
    /// Reads the monotonic wall clock; the struct has no state.
    public init() {}

    /// Nanoseconds since an unspecified point in the past (usually boot).
    @inlinable
    public func now() -> UInt64 {
        SystemClock.monotonicNanoseconds()
    }
}
