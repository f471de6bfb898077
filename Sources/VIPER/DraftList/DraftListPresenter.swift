// Presenter of the DraftList module: selection and New draft into navigation, drafts into display models, and the
// ComposeDraft module's output. Owns its interactor, router and rows (→ I, R); references its view weakly (⇢ view).
import ProfileKit

/// Keeps the rows as the view shows them — display models with their drafts' ids, never entities.
@MainActor
final class DraftListPresenter {
    /// Set by `ProfileAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any DraftListViewInput)?
    let interactor: any DraftListInteractorInput
    let router: any DraftListRouterInput

    /// The rows of the last admitted drafts answer.
    private var rows: [DraftDisplayModel] = []

    init(interactor: any DraftListInteractorInput, router: any DraftListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    private static func displayModel(for draft: Draft) -> DraftDisplayModel {
        DraftDisplayModel(id: draft.id, title: draft.title, edited: ProfileText.edited(draft.editedAt))
    }
}

// MARK: - DraftListModuleInput

extension DraftListPresenter: DraftListModuleInput {
    func loadDrafts() { interactor.loadDrafts() }
}

// MARK: - DraftListViewOutput

extension DraftListPresenter: DraftListViewOutput {
    var numberOfDrafts: Int { rows.count }

    func draft(at row: Int) -> DraftDisplayModel { rows[row] }

    func didSelectDraft(at row: Int) {
        guard rows.indices.contains(row), let draft = interactor.draft(id: rows[row].id) else { return }
        router.openDraftDetail(for: draft)
    }

    /// Opens the ComposeDraft module with this presenter as its module output (the article's `AddModuleDelegate`).
    func didTapNewDraft() {
        router.openComposeDraft(output: self)
    }
}

// MARK: - ComposeDraftModuleOutput

extension DraftListPresenter: ComposeDraftModuleOutput {
    func composeDraftModuleDidCreate(_ draft: Draft) {
        interactor.insertCreatedDraft(draft)
    }
}

// MARK: - DraftListInteractorOutput

extension DraftListPresenter: DraftListInteractorOutput {
    func didLoadDrafts(_ drafts: [Draft]) {
        rows = drafts.map(Self.displayModel(for:))
        view?.showDrafts()
    }

    func didFailToLoadDrafts(_ error: APIError) {
        view?.showDraftsError(ProfileText.sectionError(.drafts, error))
    }
}
