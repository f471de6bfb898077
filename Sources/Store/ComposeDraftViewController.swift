// View of the compose-draft screen (the shared ComposeDraftScreenView), a slice of the scene's store. Owns its view, the
// store and its subscription, whose closure captures it weakly; its controls target it weakly. Dismissed by the drafts
// section when the state closes it.
import ProfileKit

/// Sends the title as typed, Save and Cancel, tagged with the opening they belong to; renders the save's phase.
@MainActor
final class ComposeDraftViewController: ViewController {
    private let store: ProfileStore
    /// Which opening of the compose screen this is: actions of a closed one are ignored.
    private let serial: Int
    private lazy var compose = ComposeDraftScreenView()
    private var subscription: Subscription<ProfileState>?

    init(store: ProfileStore, serial: Int) {
        self.store = store
        self.serial = serial
        super.init()
        title = ProfileText.newDraftTitle
    }

    override func loadView() {
        compose.titleField.addTarget(self, action: ComposeDraftViewController.titleDidChange)
        compose.saveButton.addTarget(self, action: ComposeDraftViewController.didTapSave)
        compose.cancelButton.addTarget(self, action: ComposeDraftViewController.didTapCancel)
        setView(compose)
    }

    override func viewDidLoad() {
        // `.editing` is how the screen starts, and typing sets nothing back into the field: nothing to render. Closed
        // (nil), it keeps what it shows.
        subscription = store.observe(
            { [serial] state in state.composePhase(serial: serial) },
            removeDuplicates: { shown, now in now == nil || shown == now }
        ) { [weak self] phase in
            guard let self else { return }
            switch phase {
            case .saving: compose.showSaving()
            case .failed(let message): compose.showError(message)
            case .editing, nil: break
            }
        }
    }

    private func titleDidChange() { store.send(.compose(serial: serial, .titleChanged(compose.titleText))) }
    private func didTapSave() { store.send(.compose(serial: serial, .saveTapped)) }
    private func didTapCancel() { store.send(.compose(serial: serial, .cancelTapped)) }
}

extension ProfileState {
    /// The save's phase of the compose screen opened as `serial`, while it is open.
    fileprivate func composePhase(serial: Int) -> Compose.Phase? {
        guard destination?.serial == serial, case .compose(let compose) = destination?.screen else { return nil }
        return compose.phase
    }
}
