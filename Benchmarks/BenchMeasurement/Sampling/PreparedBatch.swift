// Measurement: one timed sample's worth of operations, prepared outside the timed region.
// Owns its `run` closure (and whatever state the closure captured).

/// Operations set up in advance so the sampler times only their execution.
///
/// UI operations often consume state: a blog can be liked once, a screen pushed once. So before each
/// sample the sampler asks for `requestedOperations` fresh operations; the benchmark builds whatever they
/// need (scenes, buttons found by identifier, fixtures) and returns a batch that performs them. Only
/// `run()` is timed, and the elapsed time is divided by `operationCount`. A benchmark that cannot offer
/// any operation returns no batch (nil) instead.
///
/// ```swift
/// sampler.measure { requested in
///     let buttons = (0..<requested).compactMap { try? driver.likeButton(blogRow: $0) }   // untimed
///     return PreparedBatch(operationCount: buttons.count) {
///         for button in buttons { button.sendTap() }                           // timed
///     }
/// }
/// ```
public struct PreparedBatch {
    /// Operations `run` performs: may be fewer than requested (a scene with 5 rows offers 5 likes), never 0.
    public let operationCount: Int
    /// Performs exactly `operationCount` operations; called once, inside the timed region.
    public let run: () -> Void

    /// A batch of `operationCount` (at least 1) operations performed by `run`.
    public init(operationCount: Int, run: @escaping () -> Void) {
        precondition(operationCount > 0, "A prepared batch performs at least one operation")
        self.operationCount = operationCount
        self.run = run
    }
}
