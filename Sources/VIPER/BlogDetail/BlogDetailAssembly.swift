// Assembly (builder) of the BlogDetail module: creates its View, Presenter and Interactor over the shared blogs data
// manager and wires them. Keeps none of them: the returned view controller owns the module.
import ProfileKit

/// Builds one BlogDetail module, for the BlogList router to configure and push.
///
/// ```text
/// strong:  BlogDetailViewController → BlogDetailPresenter → BlogDetailInteractor → BlogsDataManager
/// weak:    BlogDetailPresenter ⇢ its view controller,  BlogDetailInteractor ⇢ its presenter,
///          BlogsDataManager ⇢ BlogDetailInteractor (one of its outputs)
/// ```
@MainActor
enum BlogDetailAssembly {
    /// The module's view controller to push, and its input to configure first.
    static func makeModule(
        dataManager: BlogsDataManager
    ) -> (viewController: ViewController, input: any BlogDetailModuleInput) {
        let interactor = BlogDetailInteractor(dataManager: dataManager)
        let presenter = BlogDetailPresenter(interactor: interactor)
        let view = BlogDetailViewController(output: presenter)

        presenter.view = view
        interactor.output = presenter
        dataManager.addOutput(interactor)
        return (view, presenter)
    }
}
