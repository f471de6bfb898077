// Measurement: the CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID, through the platform layer): read around each timing
// round to tell a round the scheduler interrupted from one that ran. Owns nothing.
import BenchPlatform

/// CPU time consumed by the calling thread, in nanoseconds: `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
///
/// Unlike wall time it excludes the time the thread spent descheduled. A reading is a real system call here
/// (about 520 ns), too slow for every batch; the timing pass reads it twice per round (tens of milliseconds) and
/// compares it with the wall time: a round that spent less than 90 % of its wall time on the CPU shared the core
/// with another process and is measured again.
///
/// ```swift
/// let cpu = ThreadCPUClock(), wall = MonotonicClock()
/// let (cpuStart, wallStart) = (cpu.now(), wall.now())
/// work()
/// let onCPU = Double(cpu.now() - cpuStart) / Double(wall.now() - wallStart)   // ~1.0 on an idle machine
/// ```
public struct ThreadCPUClock: NanosecondClock, Sendable {
    /// Reads the calling thread's CPU clock; the struct has no state.
    public init() {}

    /// CPU nanoseconds the calling thread has used since it started.
    @inlinable
    public func now() -> UInt64 {
        SystemClock.threadCPUNanoseconds()
    }
}
