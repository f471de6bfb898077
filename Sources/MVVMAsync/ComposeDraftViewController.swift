// View of the compose-draft screen (the shared ComposeDraftScreenView). Owns its view model (view → view model) and
// its view; its bindings and its controls capture it weakly. Dismisses itself on the view model's event.
import ProfileKit

/// Renders the save's state, passes the title and the taps to the view model, closes when it says so.
@MainActor
final class ComposeDraftViewController: ViewController {
    let viewModel: ComposeDraftViewModel
    private lazy var compose = ComposeDraftScreenView()

    init(viewModel: ComposeDraftViewModel) {
        self.viewModel = viewModel
        super.init()
        title = ProfileText.newDraftTitle
    }

    override func loadView() {
        compose.titleField.addTarget(self, action: ComposeDraftViewController.titleDidChange)
        compose.saveButton.addTarget(viewModel, action: ComposeDraftViewModel.didTapSave)
        compose.cancelButton.addTarget(viewModel, action: ComposeDraftViewModel.didTapCancel)
        setView(compose)
    }

    override func viewDidLoad() {
        // Bound for life: the tokens are not kept. `.editing` is how the screen starts: nothing to render.
        viewModel.state.bind { [weak self] state in self?.render(state) }
        viewModel.events.bind { [weak self] event in self?.handle(event) }
    }

    private func titleDidChange() {
        viewModel.didChangeTitle(compose.titleText)
    }

    private func render(_ state: ComposeDraftViewModel.State) {
        switch state {
        case .editing: break
        case .saving: compose.showSaving()
        case .failed(let message): compose.showError(message)
        }
    }

    private func handle(_ event: ComposeDraftViewModel.Event) {
        switch event {
        case .close: dismiss()
        }
    }
}
