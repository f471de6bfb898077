// Leaky variant, on purpose (`bench --variant leaky`; never part of the comparison): VIPER's classic mistake, presenter
// ⇄ view both strong. Owns what the correct scene owns, plus the cycle.
import ProfileKit

/// The VIPER scene whose blog list presenter holds its view strongly while the view holds the presenter strongly.
///
/// The most asked question in VIPER sample repositories: the view owns its presenter (view → presenter, the one
/// strong link that keeps a module alive), so presenter → view must be weak. Made strong, the two keep each other —
/// and the interactor, the router and the table — alive after the screen is gone. The correct code is
/// `BlogListPresenter.view`: `weak`, set by `ProfileAssembly.makeBlogListModule`.
public enum StrongViewPresenterComposer: ProfileSceneComposer {
    public static let summary = "VIPER with presenter ⇄ view both strong."

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        ProfileAssembly.makeModule(api: api, userID: userID, makeBlogList: makeBlogListModule)
    }

    /// `ProfileAssembly.makeBlogListModule`, with the presenter's view held strongly.
    static func makeBlogListModule(api: any ProfileAPI, userID: Int) -> ProfileAssembly.Module<any BlogListModuleInput> {
        let dataManager = BlogsDataManager(api: api, userID: userID)
        let interactor = BlogListInteractor(dataManager: dataManager)
        let router = BlogListRouter(dataManager: dataManager)
        let presenter = StrongViewBlogListPresenter(interactor: interactor, router: router)
        let view = BlogListViewController(output: presenter)

        presenter.view = view
        presenter.strongView = view   // the mistake
        interactor.output = presenter
        router.viewController = view
        dataManager.addOutput(interactor)
        return (view, presenter)
    }
}

/// The blog list presenter with the mistake: its view in a strong property.
final class StrongViewBlogListPresenter: BlogListPresenter {
    var strongView: (any BlogListViewInput)?   // the mistake: no `weak`
}
