// Measurement: the clock abstraction the sampler reads. Owns nothing; clocks are values.

/// A source of timestamps in nanoseconds, read twice per timed sample.
///
/// The sampler only subtracts two readings, so the origin is irrelevant; what matters is that the
/// clock never goes backwards. ``MonotonicClock`` is the wall clock for timing; tests inject a manual
/// clock to make the sampler deterministic.
public protocol NanosecondClock {
    /// The current reading, in nanoseconds from an arbitrary origin.
    func now() -> UInt64
}
