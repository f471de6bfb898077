// One observer of a store: what it reads of the state and what it does when that changed. Owned by the object that
// observes (a view controller, a cell); the store references it weakly, and its closure references the observer weakly.

/// An observer's hold on a store. The store tells it every state after an action; it passes on only what changed.
///
/// The observer owns it (`private var observations: [Subscription<State>]`); the store keeps it weakly, so
/// dropping the observer ends the subscription with no `deinit` or `cancel()` to write, and a closed screen leaves no
/// closure behind in the store.
@MainActor
final class Subscription<State> {
    private let receive: (State) -> Void

    init(_ receive: @escaping (State) -> Void) {
        self.receive = receive
    }

    func deliver(_ state: State) { receive(state) }
}
