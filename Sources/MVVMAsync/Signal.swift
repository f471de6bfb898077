// The binder's event half: one-off events a view model sends its view (a toast, a navigation). Owns the
// observer's closure (which captures its view weakly) and the events sent before the view bound.

/// Events from a view model to its view, each delivered exactly once to one observer, none lost.
///
/// Events are not state, so they do not go through `Dynamic`: a `Dynamic` delivers only changes, and
/// two identical toasts in a row ("You already liked this blog", twice) are two toasts; and a view that binds
/// late must not see yesterday's navigation replayed as if it were state. The old design, optional closures
/// the view set, dropped an event silently when nobody had set them yet. A `Signal` cannot drop one
/// unheard: an event sent before a view binds waits, and is delivered, in order, the moment one binds.
///
/// ```swift
/// viewModel.events.bind { [weak self] event in self?.handle(event) }
/// ```
/// One observer at a time (an event is handled once, by one view): binding again replaces the observer.
/// The signal owns the observer for its whole life, so capture the view weakly. A view that is gone hears
/// nothing, and that is right: its scene is gone too.
@MainActor
final class Signal<Event> {
    typealias Observer = @MainActor (Event) -> Void

    private var observer: Observer?
    private var undelivered: [Event] = []

    /// Delivers `event` to the observer, or keeps it until one binds.
    func send(_ event: Event) {
        guard let observer else {
            undelivered.append(event)
            return
        }
        observer(event)
    }

    /// Makes `observer` the one that hears every event from now on, after the events that waited for it.
    func bind(_ observer: @escaping Observer) {
        self.observer = observer
        let waiting = undelivered
        undelivered.removeAll()
        for event in waiting { observer(event) }
    }
}
