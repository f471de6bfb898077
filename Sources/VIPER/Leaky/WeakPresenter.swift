// Leaky variant, on purpose (`bench --variant leaky`; never part of the comparison): the opposite bug, a VIPER module
// whose every link is weak, so it dies the moment the assembly returns. Owns nothing of the module but its view.
import ProfileKit

/// The VIPER scene whose blog list view holds its presenter weakly, as a team does after "fixing leaks" by making
/// every reference weak.
///
/// Then nothing holds the presenter strongly: it dies when `makeBlogListModule` returns, and the interactor and
/// router it owned die with it. No leak — the blogs section is simply dead: it never loads and ignores taps. The
/// memory suite's stays-alive check names the object that died too early; the correct code keeps one strong link,
/// `BlogListViewController.output` (view → presenter).
public enum WeakPresenterComposer: ProfileSceneComposer {
    public static let summary = "VIPER with every link of the blog list module weak: it dies at once."

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        ProfileAssembly.makeModule(api: api, userID: userID, makeBlogList: makeBlogListModule)
    }

    /// `ProfileAssembly.makeBlogListModule`, with the view's link to its presenter weak.
    static func makeBlogListModule(api: any ProfileAPI, userID: Int) -> ProfileAssembly.Module<any BlogListModuleInput> {
        let dataManager = BlogsDataManager(api: api, userID: userID)
        let interactor = BlogListInteractor(dataManager: dataManager)
        let router = BlogListRouter(dataManager: dataManager)
        let presenter = BlogListPresenter(interactor: interactor, router: router)
        let view = BlogListViewController(output: WeakBlogListViewOutput(presenter))   // the mistake

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        dataManager.addOutput(interactor)
        return (view, presenter)
    }
}

/// The view's output, held weakly: `weak var output` written as VIPER views cannot (their output is a `let`).
final class WeakBlogListViewOutput: BlogListViewOutput {
    weak var presenter: BlogListPresenter?

    init(_ presenter: BlogListPresenter) { self.presenter = presenter }

    var numberOfBlogs: Int { presenter?.numberOfBlogs ?? 0 }
    /// Asked only for rows `numberOfBlogs` counts, so never once the presenter is gone.
    func blog(at row: Int) -> BlogDisplayModel {
        presenter?.blog(at: row)
            ?? BlogDisplayModel(id: row, title: "", summary: "", likeTitle: "", isLiked: false, shareText: "")
    }
    func didTapLike(at row: Int) { presenter?.didTapLike(at: row) }
    func didSelectBlog(at row: Int) { presenter?.didSelectBlog(at: row) }
}
