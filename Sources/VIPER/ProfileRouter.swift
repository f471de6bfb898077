// Router (wireframe): performs the navigation the presenter decides, pushing the detail screens.
// Owns nothing; references the module's view controller weakly (router ⇢ view controller).
import ProfileKit

/// Pushes detail screens onto the navigation stack the profile screen is on.
///
/// It reaches the stack through its view controller's `navigationController`, as UIKit code does, so the
/// module never holds the navigation controller that owns it.
@MainActor
final class ProfileRouter {
    /// Set by `ProfileAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
}

// MARK: - ProfileRouterInput

extension ProfileRouter: ProfileRouterInput {
    func openBlogDetail(for blog: Blog) {
        viewController?.navigationController?.pushViewController(BlogDetailViewController(blog: blog))
    }

    func openDraftDetail(for draft: Draft) {
        viewController?.navigationController?.pushViewController(DraftDetailViewController(draft: draft))
    }
}
