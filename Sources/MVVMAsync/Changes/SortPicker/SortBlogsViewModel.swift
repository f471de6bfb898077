// View model of the sort screen: the order it shows selected, the closure it hands the picked order to. Owns them (the
// closure captures the blogs section's view model weakly); knows no view.
import ProfileKit

/// The sort screen's state and behaviour, testable with no view. The order picked goes back through the closure its
/// creator gave it — MVVM's way of returning a screen's output, as the compose screen's draft does — and the view
/// closes on its event.
@MainActor
final class SortBlogsViewModel {
    enum Event: Equatable {
        case close
    }

    /// The order shown selected: the blogs section's when the screen opened. Delivered once, when the view binds.
    let state: Dynamic<BlogOrder>
    let events = Signal<Event>()

    /// Told the order picked; given by the view model that opened this screen.
    private let onPick: @MainActor (BlogOrder) -> Void

    init(order: BlogOrder, onPick: @escaping @MainActor (BlogOrder) -> Void) {
        state = Dynamic(order)
        self.onPick = onPick
    }

    /// Hands `order` back, then closes.
    func didPick(_ order: BlogOrder) {
        onPick(order)
        events.send(.close)
    }

    func didTapCancel() {
        events.send(.close)
    }
}
