// View model of the compose-draft screen: the title as typed, the save's observable state, the closure it hands the
// draft to. Owns them (the closure captures the drafts view model weakly) and references the API; knows no view.
import Observation
import ProfileKit

/// The compose screen's state and behaviour, testable with a mock API and no view. Its answer goes back through the
/// closure its creator gave it — MVVM's way of returning a screen's output — and the view closes on its event.
@MainActor @Observable
final class ComposeDraftViewModel {
    enum State: Equatable {
        /// The user edits the title; nothing to render (the screen starts this way).
        case editing
        case saving
        case failed(message: String)
    }

    enum Event: Equatable {
        case close
    }

    /// What the save shows; a view that reads it updates when it changes.
    private(set) var state = State.editing
    /// Told each event; set by the view when it loads.
    @ObservationIgnored var onEvent: (@MainActor (Event) -> Void)?

    @ObservationIgnored private let api: any ProfileAPI
    /// Told the new draft; given by the view model that opened this screen.
    @ObservationIgnored private let onCreate: @MainActor (Draft) -> Void
    @ObservationIgnored private var title = ""

    init(api: any ProfileAPI, onCreate: @escaping @MainActor (Draft) -> Void) {
        self.api = api
        self.onCreate = onCreate
    }

    /// The title field's binding: the view passes each edit here, and nothing goes back to the field.
    func didChangeTitle(_ title: String) {
        self.title = title
    }

    /// Sends the title, unless a save is in flight.
    func didTapSave() {
        guard state != .saving else { return }
        state = .saving
        api.createDraft(title: title) { [weak self] result in self?.didSave(result) }
    }

    func didTapCancel() {
        onEvent?(.close)
    }

    private func didSave(_ result: Result<Draft, APIError>) {
        switch result {
        case .success(let draft):
            onCreate(draft)
            onEvent?(.close)
        case .failure(let error):
            state = .failed(message: error.message)
        }
    }
}
