// Test spy: the one observer of a `Signal`, recording every event delivered to it, in order. Owns the recorded
// events; its observer captures it weakly, as a view's does.
@testable import MVVMAsyncSortPicker

/// What a view bound to `signal` would have handled.
@MainActor
final class EventRecorder<Event> {
    private(set) var events: [Event] = []

    init(_ signal: Signal<Event>) {
        signal.bind { [weak self] event in self?.events.append(event) }
    }
}
