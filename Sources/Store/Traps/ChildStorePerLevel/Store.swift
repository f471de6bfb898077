// The store, with the third classic trap: `scope` makes a child store per level, which forwards actions up to its parent
// and reads its slice out of the parent's state after every action. A root owns the state and the reducer; a child owns
// only its parent (strongly, as TCA's child stores do); both reference their subscriptions weakly.

/// Runs the unidirectional loop: an action goes through the reducer, which changes the state in place and returns an
/// effect; the subscribers are told; then the effect runs, and what it sends comes back as actions.
///
/// Written as small as the idea allows, as the careful store, but for one of the costs the pattern is known for:
/// - **the state is changed in place**: the store holds the only reference to it while the reducer runs (no one keeps
///   a previous state to compare with), so an action that changes one blog never copies the list (copy-on-write stays
///   unique);
/// - **a subscriber is told only when its slice changed**: each compares what it reads (a section's last admitted answer,
///   a row's blog) with what it rendered, in O(1), and renders nothing otherwise;
/// - **scoping makes a store per level** (the trap): `scope(_:)` returns a child store, as TCA's `scope` did before its
///   1.0, and a screen scopes the store its parent screen was given.
///
/// **The trap**: every action the root reduces reaches every child store, which reads its slice out of the new state
/// and tells its own subscribers, among them its own children; and every action sent to a child goes up through each
/// level above it. A like tapped on a row, two levels down (the profile's store → the blogs' → the row's), pays for
/// each level between it and the root, and for every visible row's store, on every action.
///
/// Actions sent while an action is being handled (an effect answering inline, a view reacting to a render) wait their
/// turn: each action is reduced and rendered whole before the next, in the order sent.
///
/// Not final only so that a scene can name its store (`ProfileStore`); every method is final.
@MainActor
class Store<State, Action> {
    /// The state, read by the subscribers and the views' data sources: the root's own, changed only by its reducer; a
    /// child's, read out of its parent's through its scope each time. A child keeps no copy: one would be a second
    /// reference to the parent's buffers, and the reducer's next change to them would copy them (the first trap).
    var state: State { rootState ?? readFromParent!() }
    /// The root's state; nil in a child store.
    private var rootState: State?
    /// The root's reducer; nil in a child store, which sends its actions to its parent instead.
    private let reducer: ((inout State, Action) -> Effect<Action>)?
    /// A child store's way to its state and its way up: through its parent, held strongly (as TCA's child stores do).
    private let readFromParent: (@MainActor () -> State)?
    private let sendToParent: (@MainActor (Action) -> Void)?
    /// A child store's subscription to its parent, which tells the child's subscribers after every action.
    private var parentSubscription: AnyObject?
    private var subscribers: [WeakSubscription] = []
    private var queued: [Action] = []
    private var isSending = false
    /// The `send` effects get: made once, holding the store weakly, so an answer after teardown sends into nothing.
    private lazy var sendWeakly: @MainActor (Action) -> Void = { [weak self] action in self?.send(action) }

    init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
        rootState = initialState
        self.reducer = reducer
        readFromParent = nil
        sendToParent = nil
    }

    /// A child store of `parent`: its state is `toChild` of the parent's; its actions are the parent's to handle.
    private init<Parent>(parent: Store<Parent, Action>, toChild: @escaping (Parent) -> State) {
        rootState = nil
        reducer = nil
        readFromParent = { toChild(parent.state) }
        sendToParent = { parent.send($0) }
    }

    /// A store of the slice `toChild` reads, kept in step with this one: after every action this store handles, it
    /// tells its own subscribers the new slice; an action sent to it is sent to this store.
    final func scope<Child>(_ toChild: @escaping (State) -> Child) -> Store<Child, Action> {
        let child = Store<Child, Action>(parent: self, toChild: toChild)
        child.parentSubscription = subscribe { [weak child] state in child?.notify(toChild(state)) }
        return child
    }

    /// Reduces `action`, tells the subscribers, runs its effect; an action sent meanwhile is handled after it. A child
    /// store sends it to its parent.
    final func send(_ action: Action) {
        guard let reducer else {
            sendToParent?(action)
            return
        }
        queued.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        var next = 0
        while next < queued.count {
            let effect = reducer(&rootState!, queued[next])
            next += 1
            notify(state)
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

    /// Tells every live subscriber `state`, in the order they subscribed; forgets those whose owner let them go. One copy
    /// for all of them, gone before the next action is reduced.
    private func notify(_ state: State) {
        subscribers.removeAll { $0.value == nil }
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
