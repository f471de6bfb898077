// Assembly (builder) of the SortBlogs module: creates its View, Presenter and Router with the order to show and the
// module output it reports to, and wires them. Keeps none of them: the returned view controller owns the module.
import ProfileKit

/// Builds one SortBlogs module for the BlogList router to present, as `ComposeDraftAssembly` builds the compose module
/// for the DraftList router.
///
/// ```text
/// strong:  SortBlogsViewController → SortBlogsPresenter → SortBlogsRouter
/// weak:    SortBlogsPresenter ⇢ its view controller and its module output (the BlogList presenter),
///          SortBlogsRouter ⇢ its view controller
/// ```
@MainActor
enum SortBlogsAssembly {
    static func makeModule(order: BlogOrder, output: any SortBlogsModuleOutput) -> ViewController {
        let router = SortBlogsRouter()
        let presenter = SortBlogsPresenter(order: order, router: router, moduleOutput: output)
        let view = SortBlogsViewController(output: presenter)

        presenter.view = view
        router.viewController = view
        return view
    }
}
