// Router of the SortBlogs module: dismisses its own screen. Owns nothing; references the module's view controller
// weakly (router ⇢ view controller).
import ProfileKit

/// Closes the sort screen, as the ComposeDraft router closes the compose screen.
@MainActor
final class SortBlogsRouter {
    /// Set by `SortBlogsAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
}

// MARK: - SortBlogsRouterInput

extension SortBlogsRouter: SortBlogsRouterInput {
    func close() {
        viewController?.dismiss()
    }
}
