// Measurement: the optimisation sink that keeps measured work alive. Owns nothing; it drops what it gets.

/// Consumes `value` in a way the optimiser cannot see through, so the work that produced it is kept.
///
/// Without a sink, a release build may delete a computation whose result is unused, and the benchmark
/// would time an empty loop. The function is never inlined and never optimised (`@_optimize(none)`, as
/// package-benchmark does), so even callers in this module must assume it reads its argument and has
/// side effects. Cost: one unspecialised call, about 1.5 ns from another module and 2–3 ns from inside
/// its own module (measured on the reference machine, release build).
///
/// ```swift
/// sampler.measure { blackHole(formatter.string(for: count)) }
/// ```
@inline(never)
@_optimize(none)
public func blackHole<Value>(_ value: Value) {}
