// Leaky variant, on purpose (`bench --variant leaky`; never part of the comparison): MVP's classic mistake, a
// presenter that holds its view strongly. Owns what the correct scene owns, plus the cycle.
import ProfileKit

/// The MVP scene with a presenter that keeps its passive view in a strong property (`var view`, not `weak var view`).
///
/// The view controller owns its presenter, so presenter → view closes a cycle (presenter → view controller →
/// presenter) and the blogs section, its table and its row presenters outlive the screen. The correct code is
/// `BlogListPresenter.view`: `weak`.
public enum StrongViewPresenterComposer: ProfileSceneComposer {
    public static let summary = "MVP with a presenter that holds its view strongly."

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let userInfo = UserInfoPresenter(api: api, userID: userID)
        let blogList = StrongViewBlogListPresenter(api: api, userID: userID)
        let draftList = DraftListPresenter(api: api, userID: userID)
        let blogListView = BlogListViewController(presenter: blogList)
        blogList.strongView = blogListView
        return ProfileViewController(
            presenter: ProfilePresenter(userInfo: userInfo, blogList: blogList, draftList: draftList),
            userInfo: UserInfoViewController(presenter: userInfo), blogList: blogListView,
            draftList: DraftListViewController(presenter: draftList))
    }
}

/// The blog list presenter with the mistake: its view in a strong property.
final class StrongViewBlogListPresenter: BlogListPresenter {
    var strongView: (any BlogListView)?   // the mistake: no `weak`
}
