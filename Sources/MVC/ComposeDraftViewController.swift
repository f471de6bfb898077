// The compose-draft screen's controller, an MVC of its own over the shared model: owns its view, whether a save is in
// flight and the model; references its delegate (the drafts list's controller, which presented it) weakly.
import ProfileKit

/// Tells the controller that presented the compose screen how it ended; that controller dismisses it, as Apple's
/// guidance for a presented view controller has it.
@MainActor
protocol ComposeDraftViewControllerDelegate: AnyObject {
    func composeDraftViewController(_ controller: ComposeDraftViewController, didCreate draft: Draft)
    func composeDraftViewControllerDidCancel(_ controller: ComposeDraftViewController)
}

/// Saves the title as typed through the model and hands the new draft to its delegate.
@MainActor
final class ComposeDraftViewController: ViewController {
    weak var delegate: (any ComposeDraftViewControllerDelegate)?
    private let model: ProfileModel
    private lazy var compose = ComposeDraftScreenView()
    private var isSaving = false

    init(model: ProfileModel) {
        self.model = model
        super.init()
        title = ProfileText.newDraftTitle
    }

    override func loadView() {
        compose.saveButton.addTarget(self, action: ComposeDraftViewController.didTapSave)
        compose.cancelButton.addTarget(self, action: ComposeDraftViewController.didTapCancel)
        setView(compose)
    }

    private func didTapSave() {
        guard !isSaving else { return }
        isSaving = true
        compose.showSaving()
        model.createDraft(title: compose.titleText) { [weak self] result in self?.didSave(result) }
    }

    private func didTapCancel() {
        delegate?.composeDraftViewControllerDidCancel(self)
    }

    private func didSave(_ result: Result<Draft, APIError>) {
        isSaving = false
        switch result {
        case .success(let draft):
            delegate?.composeDraftViewController(self, didCreate: draft)
        case .failure(let error):
            compose.showError(error.message)
        }
    }
}
