// SystemClock: the two clocks the timing pass reads, each the precise one of its system. Owns nothing.
import CBenchPlatform

/// Nanosecond clocks, read through inline C so a timed sample pays one clock read and no call.
///
/// ```swift
/// let start = SystemClock.monotonicNanoseconds()
/// work()
/// let elapsed = SystemClock.monotonicNanoseconds() - start
/// ```
public enum SystemClock {
    /// Monotonic wall-clock nanoseconds from an arbitrary origin, never slewed: `clock_gettime(CLOCK_MONOTONIC)` on
    /// Linux, `clock_gettime_nsec_np(CLOCK_UPTIME_RAW)` on Darwin (whose `CLOCK_MONOTONIC` is coarser).
    @inlinable
    public static func monotonicNanoseconds() -> UInt64 {
        archbench_monotonic_nanoseconds()
    }

    /// CPU nanoseconds the calling thread has used: `CLOCK_THREAD_CPUTIME_ID` on both systems.
    @inlinable
    public static func threadCPUNanoseconds() -> UInt64 {
        archbench_thread_cpu_nanoseconds()
    }

    /// The wall clock's mechanism, for a report's header.
    public static var monotonicMechanism: String {
        #if canImport(Darwin)
        "clock_gettime_nsec_np(CLOCK_UPTIME_RAW)"
        #else
        "clock_gettime(CLOCK_MONOTONIC)"
        #endif
    }
}
