// Router of the ComposeDraft module: dismisses its own screen. Owns nothing; references the module's view controller
// weakly (router ⇢ view controller).
import ProfileKit

/// Closes the compose screen, as the article's AddContact router dismisses its interface.
@MainActor
final class ComposeDraftRouter {
    /// Set by `ComposeDraftAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
}

// MARK: - ComposeDraftRouterInput

extension ComposeDraftRouter: ComposeDraftRouterInput {
    func close() {
        viewController?.dismiss()
    }
}
