// The binder's state half: a value a view model owns and its views bind to (our own, not Observation's `@Observable`:
// see ProfileComposer). Owns its observers' closures, which capture their view weakly; references nothing else.

/// A view model's state as its views see it: `bind(_:)` delivers the current value at once, then each change.
///
/// Named as the classic hand-written Swift MVVM binder is named, `Dynamic`, so that no reader takes it for
/// Observation's `@Observable` or SwiftUI's `@Bindable`. Only *changes* are delivered: an assignment equal to the
/// current value (by `Value`'s `==`) is stored but reaches no observer, so a view model can assign freely and its
/// views do UI work only when what they show changed. So the state type decides what counts as a change:
/// `BlogCellState` defines `==` over what the row shows (a new server version alone is no change), while
/// `UserInfoState` and `ListSectionState` keep the synthesized `==` and carry the answer's ticket, so that every
/// admitted answer is a change and is rendered once.
///
/// ```swift
/// viewModel.state.bind { [weak self] state in self?.render(state) }
/// ```
/// It owns its observers until they are unbound: an observer that captured its view strongly would keep that
/// view alive as long as the view model, so capture the view weakly.
@MainActor
final class Dynamic<Value: Equatable> {
    typealias Observer = @MainActor (Value) -> Void

    var value: Value {
        didSet {
            guard value != oldValue else { return }
            for observer in observers { observer.deliver(value) }
        }
    }

    /// An array, not a dictionary: observers hear a change in the order they bound, every run.
    private var observers: [(id: Int, deliver: Observer)] = []
    private var nextObserverID = 0

    init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value now, then with every change, until the token unbinds it.
    ///
    /// Keep the token only where one view binds to different view models over time (a reused cell); a view
    /// bound to its own view model for life can discard it.
    @discardableResult
    func bind(_ observer: @escaping Observer) -> BindingToken<Value> {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        observer(value)
        return BindingToken(source: self, observerID: id)
    }

    /// Drops the observer `id` (called by its token); an unknown id does nothing.
    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }
}
