// Router of the DraftList module: pushes the draft detail the presenter decides on. Owns nothing; references the
// module's view controller weakly (router ⇢ view controller).
import ProfileKit

/// Pushes a draft's detail onto the navigation stack the profile screen is on, through its view controller's
/// `navigationController` (the container's, for an embedded section).
@MainActor
final class DraftListRouter {
    /// Set by `ProfileAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
}

// MARK: - DraftListRouterInput

extension DraftListRouter: DraftListRouterInput {
    func openDraftDetail(for draft: Draft) {
        viewController?.navigationController?.pushViewController(DraftDetailViewController(draft: draft))
    }
}
