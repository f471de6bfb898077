// The handle of one binding, kept by a view that rebinds (a reused cell). Owns the unbind action, which
// references its `Observable` weakly: a token never keeps a view model alive.

/// Ends one binding made with `Observable.bind(_:)`. Unbinding twice, or after the box is gone, does nothing.
@MainActor
struct BindingToken {
    private let unbindAction: @MainActor () -> Void

    init(unbind: @escaping @MainActor () -> Void) {
        unbindAction = unbind
    }

    /// Stops the deliveries to this binding's observer and releases the observer.
    func unbind() {
        unbindAction()
    }
}
