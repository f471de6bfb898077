// The VIPER contracts of the `DraftList` module (the drafts section): who may say what to whom. Protocols only; each
// says who holds its conformer strongly (→) or weakly (⇢). Owns nothing.
import ProfileKit

// MARK: View

/// What the presenter tells the view to show (presenter ⇢ view, weak).
@MainActor
protocol DraftListViewInput: AnyObject {
    /// Shows the table, reloaded: it asks for its rows through `DraftListViewOutput`.
    func showDrafts()
    func showDraftsError(_ message: String)
}

/// What the view reports and asks (view → presenter, strong): the selection by row, the New draft button, and the
/// rows themselves.
@MainActor
protocol DraftListViewOutput: AnyObject {
    var numberOfDrafts: Int { get }
    func draft(at row: Int) -> DraftDisplayModel
    func didSelectDraft(at row: Int)
    func didTapNewDraft()
}

// MARK: Interactor

/// The use cases the presenter asks for (presenter → interactor, strong).
@MainActor
protocol DraftListInteractorInput: AnyObject {
    func loadDrafts()
    /// The listed draft with this id, or nil.
    func draft(id: Int) -> Draft?
    /// A draft this scene created: listed first, with no refetch; reported as an admitted answer.
    func insertCreatedDraft(_ draft: Draft)
}

/// What the interactor reports (interactor ⇢ presenter, weak): admitted answers only, as entities.
@MainActor
protocol DraftListInteractorOutput: AnyObject {
    func didLoadDrafts(_ drafts: [Draft])
    func didFailToLoadDrafts(_ error: APIError)
}

// MARK: Router

/// Navigation the presenter decides and the router performs (presenter → router, strong).
@MainActor
protocol DraftListRouterInput: AnyObject {
    func openDraftDetail(for draft: Draft)
    /// Assembles the ComposeDraft module with `output` as its module output and presents it.
    func openComposeDraft(output: any ComposeDraftModuleOutput)
}

// MARK: Module

/// What another module may ask of this one (container presenter ⇢ this presenter, weak).
@MainActor
protocol DraftListModuleInput: AnyObject {
    func loadDrafts()
}
