// Measurement: the CPU time of the calling thread (clock_gettime, CLOCK_THREAD_CPUTIME_ID). Owns nothing.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time consumed by the calling thread, in nanoseconds: `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
///
/// Unlike wall time it excludes the time the thread spent descheduled, so it is steadier on a busy
/// machine. A reading is a real system call here (about 520 ns), so only use it with samples of a
/// millisecond or more, where that cost disappears.
///
/// ```swift
/// let cpuTime = Sampler(configuration: .standard, clock: ThreadCPUClock()).measure { blackHole(work()) }
/// ```
public struct ThreadCPUClock: NanosecondClock, Sendable {
    /// Reads the calling thread's CPU clock; the struct has no state.
    public init() {}

    /// CPU nanoseconds the calling thread has used since it started.
    @inlinable
    public func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
