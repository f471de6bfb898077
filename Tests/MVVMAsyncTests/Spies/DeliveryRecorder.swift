// Test spy: one binding to a `Dynamic` that records every value delivered to it, in order. Owns the
// recorded values and its token; its observer captures it weakly, as a view's does.
@testable import MVVMAsync

/// What a view bound to `source` would have rendered: the current value at bind, then each delivery.
@MainActor
final class DeliveryRecorder<Value: Equatable> {
    private(set) var values: [Value] = []
    private var token: BindingToken<Value>?

    init(_ source: Dynamic<Value>) {
        token = source.bind { [weak self] value in self?.values.append(value) }
    }

    /// Deliveries after the one made at bind.
    var changes: [Value] { Array(values.dropFirst()) }

    func unbind() { token?.unbind() }
}
