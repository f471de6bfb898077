// The abstract Presenter of article 000: owns its router (presenter → router); references its view weakly
// (presenter ⇢ view), set once by the Binder after the view exists. Subclassed once per module.

/// The P of a module: formats the interactor's raw results into view models for the view, and navigates through its
/// router.
///
/// Made first, from its type alone (`unity.presenterType.init()`): the interactor is made from it and the view from the
/// interactor, so the presenter's links to both of them can only be set afterwards — that is what metatype
/// instantiation through required initialisers costs. The Binder sets them once, as the article's `view` setter does
/// (which also makes the router). A presenter used before that is a wiring bug: `router` stops with a message rather
/// than doing nothing, and `bind` refuses a second view.
@MainActor
class Presenter: InteractorToPresenterPipeline {
    /// Weak: the view owns the interactor, which owns this presenter (article 000: "!! Weak !!").
    private(set) final weak var view: View?
    private final var boundRouter: Router?

    required init() {}

    /// Binds the module's view and makes the presenter's router, once (the article's `view` setter and its `didSet`).
    final func bind(view: View, binder: Binder) {
        precondition(boundRouter == nil, "\(type(of: self)) is already bound: the Binder binds a module once")
        self.view = view
        boundRouter = Router(presenter: self, binder: binder)
    }

    /// The router the Binder made with the view.
    final var router: Router {
        guard let boundRouter else {
            preconditionFailure("\(type(of: self)) has no router: build modules with Binder.obtainView(identifier:)")
        }
        return boundRouter
    }

    /// Abstract: each module's presenter reads its own `Response`.
    func present(response: any Response) {
        preconditionFailure("\(type(of: self)) must override present(response:)")
    }
}
