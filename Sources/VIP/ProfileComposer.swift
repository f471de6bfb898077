// Composition root of the VIP scene: the module's only public type. Makes the scene's Binder, registers its Unity
// triples and obtains the root module from it; keeps nothing: the returned container view owns the scene.
import ProfileKit

/// Builds the profile scene as article 000 of the source series builds VIPER ("TanVIPER", after the "VIP" idea):
/// a one-way cycle in every module, assembled by a registry.
///
/// Each module is three classes — a `View` (a view controller), an `Interactor`, a `Presenter` — on abstract base
/// classes with required initialisers, talking through three pipes: the view asks `refresh(request:)`, the interactor
/// hands raw results to `present(response:)`, the presenter hands view models to `display(viewModel:)`, each module
/// with its own Request, Response and ViewModel types. A `Binder` registers each module's Unity (its three class types)
/// under an identifier and makes modules from their metatypes (`obtainView(identifier:)`); the presenter's `Router`
/// navigates by identifier (`push`, `modal`, `back`, and `embed` for the container's sections), making the
/// next module through the Binder at the moment it routes, with `userInfo` for the data it carries.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(VIP.ProfileComposer.makeScene(api: api, userID: 42))
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What VIP teaches here and where its seams are.
    public static let summary = """
        VIP (article 000's VIPER): one module per section inside a container module, each a one-way cycle View → \
        Interactor → Presenter ⇢ View (refresh(request:), present(response:), display(viewModel:)), with its own \
        Request, Response and ViewModel types, on abstract base classes with required initialisers. A Binder registers \
        each module's Unity (three class types) by identifier and makes modules through their metatypes; the \
        presenter's Router routes by identifier (push, modal, back; embed for the sections), making the next module \
        at the tap, with userInfo: the blog for the detail, the drafts interactor as the compose module's output. \
        The blogs live in a BlogsWorker the BlogList and BlogDetail interactors share. Seams: each layer behind one \
        pipe, so each is tested alone against spies. Cost: a router per module, a registry lookup and three \
        metatype instantiations per navigation, an existential and a checked cast per hop.
        """

    /// Assembles the container module; its sections are made when its view loads. The returned view owns the scene.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let binder = Binder(services: ModuleServices(
            api: api, userID: userID, blogsWorker: BlogsWorker(api: api, userID: userID)))
        BinderHelper.initBinder(binder)
        // The article's app delegate routes `.root` to the window; a scene is handed to its caller instead.
        guard let root = binder.obtainView(identifier: ModuleID.profile.identifier) else {
            preconditionFailure("The profile module is not registered: see BinderHelper.initBinder(_:)")
        }
        return root
    }
}
