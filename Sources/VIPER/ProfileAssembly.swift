// Assembly (builder): creates View, Presenter, Interactor and Router and wires them — the only place that
// knows all four concrete types. Keeps none of them: the returned view controller owns the module.
import ProfileKit

/// Builds the profile module.
///
/// Strong links are initializer arguments, so forgetting one does not compile. The three weak
/// back-references cannot be (each points at an object built later) and are set here, and only here;
/// `ProfileAssemblySpecification` checks them.
///
/// ```text
/// strong:  view controller → presenter → interactor → API
///                                      → router
/// weak:    presenter ⇢ view controller,  interactor ⇢ presenter,  router ⇢ view controller
/// ```
@MainActor
enum ProfileAssembly {
    static func makeModule(api: any ProfileAPI, userID: Int) -> ProfileViewController {
        let interactor = ProfileInteractor(api: api, userID: userID)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        let view = ProfileViewController(output: presenter)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
