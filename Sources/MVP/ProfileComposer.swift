// Composition root of the MVP scene: builds the presenters, the view controller, and wires the weak links.
// Holds nothing after `makeScene` returns: the navigation controller owns the scene it pushes.
import ProfileKit

/// The profile scene as Passive-View MVP.
///
/// Presenters hold all presentation and business logic and speak to their views only through view
/// protocols, which they reference weakly; the view controller and the cells decide nothing: they display
/// strings and flags and forward events (`didTapLike`, `didSelectBlog(at:)`, `didTapRefresh`).
///
/// Ownership: `ProfileViewController` → `ProfilePresenter` → `BlogListPresenter` → one `BlogCellPresenter`
/// per blog, and → `DraftListPresenter`; each presenter ⇢ its view, ⇢ the navigator; a cell ⇢ its presenter.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(MVP.ProfileComposer.makeScene(api: api, userID: 42, navigator: navigator))
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What MVP teaches and where its seams are (printed by `bench --list`).
    public static let summary = """
        MVP (passive view): presenters own all presentation and business logic; the view controller and \
        cells only display strings and forward events. Each presenter holds its view weakly through a view \
        protocol, so presenters are tested with spies and a mock API, without any view. Seams: ProfileView, \
        BlogListView, BlogCellView, DraftListView (views), ProfileAPI (model), ProfileNavigator (navigation). \
        One BlogCellPresenter per blog, kept across reloads; a reused cell rebinds to its new row's presenter.
        """

    /// Builds the presenters and the view controller that owns them, then gives each presenter its view back,
    /// weakly. The navigator is only referenced weakly: it will own the scene it pushes.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let blogList = BlogListPresenter(api: api, userID: userID)
        let draftList = DraftListPresenter(api: api, userID: userID)
        let presenter = ProfilePresenter(api: api, userID: userID, blogList: blogList, draftList: draftList)
        let viewController = ProfileViewController(presenter: presenter)
        // The view controller owns the presenters; they get it back weakly, before its view loads.
        presenter.view = viewController
        blogList.view = viewController
        draftList.view = viewController
        blogList.navigator = viewController
        draftList.navigator = viewController
        return viewController
    }
}
