// Presenter of the ComposeDraft module: Save and Cancel into the use case and navigation. Owns its interactor, router
// and whether a save is in flight (→ I, R); references its view and its module output (the DraftList presenter) weakly.
import ProfileKit

/// Saves the title once at a time; on success closes the module and hands the draft to its module output, as the
/// article's AddContact presenter dismisses itself and tells its `AddModuleDelegate`.
@MainActor
final class ComposeDraftPresenter {
    /// Set by `ComposeDraftAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any ComposeDraftViewInput)?
    let interactor: any ComposeDraftInteractorInput
    let router: any ComposeDraftRouterInput
    /// The module that opened this one; weak because it outlives this module and holds nothing of it.
    private weak var moduleOutput: (any ComposeDraftModuleOutput)?
    private var isSaving = false

    init(interactor: any ComposeDraftInteractorInput, router: any ComposeDraftRouterInput,
         moduleOutput: any ComposeDraftModuleOutput) {
        self.interactor = interactor
        self.router = router
        self.moduleOutput = moduleOutput
    }
}

// MARK: - ComposeDraftViewOutput

extension ComposeDraftPresenter: ComposeDraftViewOutput {
    func didTapSave(title: String) {
        guard !isSaving else { return }
        isSaving = true
        view?.showSaving()
        interactor.createDraft(title: title)
    }

    func didTapCancel() {
        router.close()
    }
}

// MARK: - ComposeDraftInteractorOutput

extension ComposeDraftPresenter: ComposeDraftInteractorOutput {
    func didCreateDraft(_ draft: Draft) {
        isSaving = false
        moduleOutput?.composeDraftModuleDidCreate(draft)
        router.close()
    }

    func didFailToCreateDraft(_ error: APIError) {
        isSaving = false
        view?.showError(error.message)
    }
}
