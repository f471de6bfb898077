// View of the ComposeDraft module: owns its presenter (view → presenter) and its view, the shared
// ComposeDraftScreenView, whose buttons reference it weakly (target–action).
import ProfileKit

/// The title field, Save and Cancel: shows what the presenter tells it, reports the taps with the title as typed.
@MainActor
final class ComposeDraftViewController: ViewController {
    let output: any ComposeDraftViewOutput
    private lazy var compose = ComposeDraftScreenView()

    init(output: any ComposeDraftViewOutput) {
        self.output = output
        super.init()
        title = ProfileText.newDraftTitle
    }

    override func loadView() {
        compose.saveButton.addTarget(self, action: ComposeDraftViewController.didTapSaveButton)
        compose.cancelButton.addTarget(self, action: ComposeDraftViewController.didTapCancelButton)
        setView(compose)
    }

    private func didTapSaveButton() {
        output.didTapSave(title: compose.titleText)
    }

    private func didTapCancelButton() {
        output.didTapCancel()
    }
}

// MARK: - ComposeDraftViewInput

extension ComposeDraftViewController: ComposeDraftViewInput {
    func showSaving() {
        compose.showSaving()
    }

    func showError(_ message: String) {
        compose.showError(message)
    }
}
