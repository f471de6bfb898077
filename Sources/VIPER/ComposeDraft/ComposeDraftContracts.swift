// The VIPER contracts of the `ComposeDraft` module (article 004's AddContact, presented by the DraftList router), each
// saying who holds its conformer strongly (→) or weakly (⇢). Owns nothing.
import ProfileKit

// MARK: View

/// What the presenter tells the view to show (presenter ⇢ view, weak).
@MainActor
protocol ComposeDraftViewInput: AnyObject {
    /// A save is in flight: Save disabled, no error.
    func showSaving()
    /// The save failed: `message`, Save enabled again; the typed title stays.
    func showError(_ message: String)
}

/// What the view reports (view → presenter, strong).
@MainActor
protocol ComposeDraftViewOutput: AnyObject {
    func didTapSave(title: String)
    func didTapCancel()
}

// MARK: Interactor

/// The use case the presenter asks for (presenter → interactor, strong).
@MainActor
protocol ComposeDraftInteractorInput: AnyObject {
    func createDraft(title: String)
}

/// What the interactor reports (interactor ⇢ presenter, weak).
@MainActor
protocol ComposeDraftInteractorOutput: AnyObject {
    func didCreateDraft(_ draft: Draft)
    func didFailToCreateDraft(_ error: APIError)
}

// MARK: Router

/// Navigation the presenter decides and the router performs (presenter → router, strong).
@MainActor
protocol ComposeDraftRouterInput: AnyObject {
    /// Dismisses the module's screen.
    func close()
}

// MARK: Module

/// What this module tells the module that opened it (this presenter ⇢ that presenter, weak): the article's
/// `AddModuleDelegate`, through which a new contact reaches the list.
@MainActor
protocol ComposeDraftModuleOutput: AnyObject {
    func composeDraftModuleDidCreate(_ draft: Draft)
}
