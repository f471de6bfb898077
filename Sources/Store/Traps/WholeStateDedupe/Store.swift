// The store, with the first classic trap: it keeps the state it last told its subscribers, to skip an action that changed
// nothing (a whole-state `removeDuplicates`). Owns the state, that copy and the reducer; the rest as the store's.

/// Runs the unidirectional loop: an action goes through the reducer, which changes the state in place and returns an
/// effect; the subscribers are told; then the effect runs, and what it sends comes back as actions.
///
/// Written as small as the idea allows, as the careful store, but for one of the costs the pattern is known for:
/// - **the state is compared whole** (the trap): the store keeps the state it last told its subscribers and tells
///   them nothing when an action leaves it equal;
/// - **a subscriber is told only when its slice changed**: each compares what it reads (a section's last admitted answer,
///   a row's blog) with what it rendered, in O(1), and renders nothing otherwise;
/// - **scoping is flat**: every subscriber reads its slice from the root state with one key path, whatever the depth
///   of the screen that reads it.
///
/// Actions sent while an action is being handled (an effect answering inline, a view reacting to a render) wait their
/// turn: each action is reduced and rendered whole before the next, in the order sent.
///
/// **The trap**: `rendered` is a second reference to every buffer of the state, so the reducer's next change to the
/// blogs copies the whole list (copy-on-write), and comparing the two states walks it: O(N) in rows per like.
///
/// Not final only so that a scene can name its store (`ProfileStore`); every method is final.
@MainActor
class Store<State: Equatable, Action> {
    /// The state, read by the subscribers and the views' data sources; changed only by the reducer.
    private(set) var state: State
    /// The state the subscribers were last told: an action that leaves the state equal to it tells no one.
    private var rendered: State
    private let reducer: (inout State, Action) -> Effect<Action>
    private var subscribers: [WeakSubscription] = []
    private var queued: [Action] = []
    private var isSending = false
    /// The `send` effects get: made once, holding the store weakly, so an answer after teardown sends into nothing.
    private lazy var sendWeakly: @MainActor (Action) -> Void = { [weak self] action in self?.send(action) }

    init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
        state = initialState
        rendered = initialState
        self.reducer = reducer
    }

    /// Reduces `action`, tells the subscribers, runs its effect; an action sent meanwhile is handled after it.
    final func send(_ action: Action) {
        queued.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        var next = 0
        while next < queued.count {
            let effect = reducer(&state, queued[next])
            next += 1
            if state != rendered {
                rendered = state
                notify()
            }
            effect.run(with: sendWeakly)
        }
        queued.removeAll(keepingCapacity: true)
    }

    /// Subscribes `receive` to every state from now on, starting with the current one. The caller keeps the returned
    /// subscription for as long as it wants to hear; the store holds it weakly.
    final func subscribe(_ receive: @escaping (State) -> Void) -> Subscription<State> {
        let subscription = attach(receive)
        subscription.deliver(state)
        return subscription
    }

    /// A subscription told every state from the next action on.
    private func attach(_ receive: @escaping (State) -> Void) -> Subscription<State> {
        let subscription = Subscription(receive)
        subscribers.append(WeakSubscription(subscription))
        return subscription
    }

    /// Subscribes to the slice `scope` reads: `render` gets it now, then each time it differs from the last one it got
    /// (`isDuplicate` says when it does not).
    final func observe<Slice>(
        _ scope: @escaping (State) -> Slice, removeDuplicates isDuplicate: @escaping (Slice, Slice) -> Bool,
        render: @escaping (Slice) -> Void
    ) -> Subscription<State> {
        // The last slice rendered lives in an object, not a captured `var`: a captured variable's box is made by
        // `swift_allocBox`, which the exact-ARC balance cannot see (docs/ADD-AN-ARCHITECTURE.md, step 4). It holds a
        // slice from the start, not an optional one: a generic class's `deinit` destroying a `Slice?` asks the runtime
        // for `Optional<Slice>`'s metadata, a hash-table lookup per subscription at every teardown (docs/METHODOLOGY.md).
        let last = LastSlice(scope(state))
        let subscription = attach { state in
            let slice = scope(state)
            if isDuplicate(last.slice, slice) { return }
            last.slice = slice
            render(slice)
        }
        render(last.slice)
        return subscription
    }

    /// `observe(_:removeDuplicates:render:)` for a slice compared with `==`.
    final func observe<Slice: Equatable>(
        _ scope: @escaping (State) -> Slice, render: @escaping (Slice) -> Void
    ) -> Subscription<State> {
        observe(scope, removeDuplicates: { $0 == $1 }, render: render)
    }

    /// Tells every live subscriber, in the order they subscribed; forgets those whose owner let them go.
    private func notify() {
        subscribers.removeAll { $0.value == nil }
        // One copy for all of them: handed the stored property itself, each call would copy the state again (a retain
        // per reference it holds, per subscriber). The copy shares every buffer and is gone before the next action is
        // reduced, so it never makes the reducer copy a list.
        let state = state
        for entry in subscribers { entry.value?.deliver(state) }
    }

    private final class LastSlice<Slice> {
        var slice: Slice
        init(_ slice: Slice) { self.slice = slice }
    }

    private struct WeakSubscription {
        weak var value: Subscription<State>?
        init(_ subscription: Subscription<State>) { value = subscription }
    }
}
