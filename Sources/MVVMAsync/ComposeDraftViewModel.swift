// View model of the compose-draft screen: the title as typed, the save's state, the closure it hands the draft to, the
// save's task. Owns them (the closure captures the drafts view model weakly) and references the API; knows no view.
import ProfileKit

/// The compose screen's state and behaviour, testable with a mock API and no view. Its answer goes back through the
/// closure its creator gave it — MVVM's way of returning a screen's output — and the view closes on its event.
@MainActor
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

    /// Delivered to the view only when it changes.
    let state = Dynamic<State>(.editing)
    let events = Signal<Event>()

    private let api: any ProfileAPI
    /// Told the new draft; given by the view model that opened this screen.
    private let onCreate: @MainActor (Draft) -> Void
    private var title = ""
    /// The save in flight: cancelled when this view model goes — the screen closed (Cancel) or the scene torn down —
    /// so its answer is dropped, and the draft shows at the next refresh (docs/SCENE.md, "Compose a draft").
    private let tasks = TaskBag()

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
        guard state.value != .saving else { return }
        state.value = .saving
        tasks.start { [weak self, api, title] in
            do {
                let draft = try await api.createDraft(title: title)
                self?.didSave(.success(draft))
            } catch let error as APIError {
                self?.didSave(.failure(error))
            } catch {
                // Cancelled: the screen closed, and its answer with it.
            }
        }
    }

    func didTapCancel() {
        events.send(.close)
    }

    private func didSave(_ result: Result<Draft, APIError>) {
        switch result {
        case .success(let draft):
            onCreate(draft)
            events.send(.close)
        case .failure(let error):
            state.value = .failed(message: error.message)
        }
    }
}
