// The handle of one binding, kept by a view that rebinds (a reused cell). A value type; references its
// `Observable` weakly, so a token never keeps a view model alive.

/// Ends one binding made with `Observable.bind(_:)`. Unbinding twice, or after the observable is gone, does
/// nothing.
@MainActor
struct BindingToken<Value: Equatable> {
    private weak var observable: Observable<Value>?
    private let observerID: Int

    init(observable: Observable<Value>, observerID: Int) {
        self.observable = observable
        self.observerID = observerID
    }

    /// Stops the deliveries to this binding's observer and releases the observer.
    func unbind() {
        observable?.removeObserver(id: observerID)
    }
}
