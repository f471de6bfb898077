// Router of the DraftList module: pushes a draft's detail, presents the ComposeDraft module. Owns the API reference it
// hands to each compose module; references the module's view controller weakly (router ⇢ view controller).
import ProfileKit

/// Pushes a draft's detail onto the navigation stack the profile screen is on, through its view controller's
/// `navigationController` (the container's, for an embedded section), and presents the compose module modally, as the
/// article's ContactList router presents AddContact with the list's presenter as its delegate.
@MainActor
final class DraftListRouter {
    /// Set by `ProfileAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
    private let api: any ProfileAPI

    init(api: any ProfileAPI) {
        self.api = api
    }
}

// MARK: - DraftListRouterInput

extension DraftListRouter: DraftListRouterInput {
    /// Not while a screen covers the profile: a second tap on the row lands while the first one's detail comes in.
    func openDraftDetail(for draft: Draft) {
        guard viewController?.isOnTop == true else { return }
        viewController?.navigationController?.pushViewController(DraftDetailViewController(draft: draft))
    }

    /// The output is passed in, never stored here: a router holding its presenter would close the article's strong
    /// router ⇄ presenter cycle.
    func openComposeDraft(output: any ComposeDraftModuleOutput) {
        viewController?.present(ComposeDraftAssembly.makeModule(api: api, output: output))
    }
}
