// Measurement: the wall clock of every timed sample (clock_gettime, CLOCK_MONOTONIC). Owns nothing.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic wall-clock time in nanoseconds: `clock_gettime(CLOCK_MONOTONIC)`.
///
/// One reading costs about 23 ns on the reference machine (see PLATFORM-NOTES), cheaper than
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
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
