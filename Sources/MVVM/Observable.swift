// The binder: a value box a view model owns and a view binds to. Owns its observers' closures (which must
// capture their view weakly); references nothing else. Not Observation's `Observable`: this module does not
// import Observation (ProfileComposer.swift says why).

/// A value the view binds to: `bind(_:)` delivers the current value at once, then every value assigned later.
///
/// The view model writes `value`; the view only binds. Every assignment is delivered, equal or not, so a
/// section that reloads with the same state still reaches its table.
///
/// ```swift
/// viewModel.likeTitle.bind { [weak self] title in self?.likeButton.title = title }
/// ```
/// The box owns its observers for as long as it lives, so an observer that captured its view strongly would
/// keep that view alive as long as the view model: capture the view weakly.
@MainActor
final class Observable<Value> {
    typealias Observer = @MainActor (Value) -> Void

    var value: Value {
        didSet {
            for observer in observers { observer.deliver(value) }
        }
    }

    /// An array, not a dictionary: observers hear a change in the order they bound, every run.
    private var observers: [(id: Int, deliver: Observer)] = []
    private var nextObserverID = 0

    init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value now and with every value assigned later, until unbound.
    ///
    /// Keep the token only where one view binds to different view models over time (a reused cell);
    /// a screen bound to its own view model for life can discard it.
    @discardableResult
    func bind(_ observer: @escaping Observer) -> BindingToken {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        observer(value)
        return BindingToken { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }
}
