// The handle of one binding, kept by a view that rebinds (a reused cell). A value type; references its
// `Dynamic` weakly, so a token never keeps a view model alive.

/// Ends one binding made with `Dynamic.bind(_:)`. Unbinding twice, or after the `Dynamic` is gone, does
/// nothing.
@MainActor
struct BindingToken<Value: Equatable> {
    private weak var source: Dynamic<Value>?
    private let observerID: Int

    init(source: Dynamic<Value>, observerID: Int) {
        self.source = source
        self.observerID = observerID
    }

    /// Stops the deliveries to this binding's observer and releases the observer.
    func unbind() {
        source?.removeObserver(id: observerID)
    }
}
