// The VIPER contracts of the `SortBlogs` module (the blogs' sort screen, presented by the BlogList router), each saying
// who holds its conformer strongly (→) or weakly (⇢). Owns nothing. No interactor: the screen runs no use case.
import ProfileKit

// MARK: View

/// What the presenter tells the view to show (presenter ⇢ view, weak).
@MainActor
protocol SortBlogsViewInput: AnyObject {
    /// Marks `order` as the blogs section's current one.
    func showSelected(_ order: BlogOrder)
}

/// What the view reports (view → presenter, strong).
@MainActor
protocol SortBlogsViewOutput: AnyObject {
    func didLoadView()
    func didTapOrder(_ order: BlogOrder)
    func didTapCancel()
}

// MARK: Router

/// Navigation the presenter decides and the router performs (presenter → router, strong).
@MainActor
protocol SortBlogsRouterInput: AnyObject {
    /// Dismisses the module's screen.
    func close()
}

// MARK: Module

/// What this module tells the module that opened it (this presenter ⇢ that presenter, weak), as the ComposeDraft
/// module hands back its draft.
@MainActor
protocol SortBlogsModuleOutput: AnyObject {
    func sortBlogsModuleDidPick(_ order: BlogOrder)
}
