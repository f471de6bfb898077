// Composition root of the MVP scene: builds the four presenters and their view controllers; each view
// controller binds itself to its presenter. Holds nothing after `makeScene` returns.
import ProfileKit

/// The profile scene as Passive-View MVP, "three MVPs" in a container, as article 004 of the source series
/// builds it.
///
/// Presenters hold all presentation and business logic and speak to their views only through view protocols
/// (strings and flags, never an entity), which they reference weakly; view controllers and cells decide
/// nothing: they show what they are told and forward events. So every presenter is tested with spies and a
/// mock API, without any view.
///
/// Ownership: `ProfileViewController` → `ProfilePresenter` → the three section presenters; the container →
/// (children) `UserInfoViewController`, `BlogListViewController`, `DraftListViewController` → each its
/// presenter; `BlogListPresenter` → one `BlogCellPresenter` per blog, kept across reloads by id. Presenters ⇢
/// their views and navigators; a row presenter ⇢ the cell bound to its row; a cell ⇢ its row presenter.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(MVP.ProfileComposer.makeScene(api: api, userID: 42))
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What MVP teaches and where its seams are (printed by `bench --list`).
    public static let summary = """
        MVP (passive view), three MVPs in a container: each section's view controller is the passive view of \
        its presenter, which holds it weakly through a view protocol of strings and flags; one BlogCellPresenter \
        per blog owns the row's like and is bound to the cell showing its row. A presenter builds the next \
        screen's presenter and is its output (the blog detail's like comes back to the list presenter, the new draft \
        to the drafts presenter); the navigator view controller builds its view. Presenters are tested with spies \
        and a mock API, without any view. Seams: the view protocols, BlogListNavigator, DraftListNavigator \
        (navigation), BlogDetailPresenterOutput, ComposeDraftPresenterOutput (answers), ProfileAPI (model).
        """

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let userInfo = UserInfoPresenter(api: api, userID: userID)
        let blogList = BlogListPresenter(api: api, userID: userID)
        let draftList = DraftListPresenter(api: api, userID: userID)
        return ProfileViewController(
            presenter: ProfilePresenter(userInfo: userInfo, blogList: blogList, draftList: draftList),
            userInfo: UserInfoViewController(presenter: userInfo),
            blogList: BlogListViewController(presenter: blogList),
            draftList: DraftListViewController(presenter: draftList))
    }
}
