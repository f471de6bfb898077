// The compose-draft screen's view controller: the passive view of `ComposeDraftPresenter`. Owns its presenter and its
// view (the shared ComposeDraftScreenView); referenced weakly by the presenter and by its buttons (target–action).
import ProfileKit

/// Shows what `ComposeDraftPresenter` tells it; forwards Save with the title as typed, and Cancel. Decides nothing.
@MainActor
final class ComposeDraftViewController: ViewController {
    let presenter: ComposeDraftPresenter
    private lazy var compose = ComposeDraftScreenView()

    /// Binds itself to `presenter` as its view, held weakly there.
    init(presenter: ComposeDraftPresenter) {
        self.presenter = presenter
        super.init()
        title = ProfileText.newDraftTitle
        presenter.view = self
    }

    override func loadView() {
        compose.saveButton.addTarget(self, action: ComposeDraftViewController.didTapSaveButton)
        compose.cancelButton.addTarget(self, action: ComposeDraftViewController.didTapCancelButton)
        setView(compose)
    }

    private func didTapSaveButton() {
        presenter.didTapSave(title: compose.titleText)
    }

    private func didTapCancelButton() {
        presenter.didTapCancel()
    }
}

// MARK: - ComposeDraftView

extension ComposeDraftViewController: ComposeDraftView {
    func showSaving() {
        compose.showSaving()
    }

    func showError(_ message: String) {
        compose.showError(message)
    }
}
