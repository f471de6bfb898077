// Assembly (builder) of the ComposeDraft module: creates its View, Presenter, Interactor and Router with the module
// output it reports to, and wires them. Keeps none of them: the returned view controller owns the module.
import ProfileKit

/// Builds one ComposeDraft module for the DraftList router to present, as the article's
/// `AddContactRouter.createAddContactModule(with: delegate)` does.
///
/// ```text
/// strong:  ComposeDraftViewController → ComposeDraftPresenter → ComposeDraftInteractor → API
///                                                             → ComposeDraftRouter
/// weak:    ComposeDraftPresenter ⇢ its view controller and its module output (the DraftList presenter),
///          ComposeDraftInteractor ⇢ its presenter,  ComposeDraftRouter ⇢ its view controller
/// ```
@MainActor
enum ComposeDraftAssembly {
    static func makeModule(api: any ProfileAPI, output: any ComposeDraftModuleOutput) -> ViewController {
        let interactor = ComposeDraftInteractor(api: api)
        let router = ComposeDraftRouter()
        let presenter = ComposeDraftPresenter(interactor: interactor, router: router, moduleOutput: output)
        let view = ComposeDraftViewController(output: presenter)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
