// The container's presenter: loads the three sections on the screen's events, and passes the blogs' likes total on to
// the header's. Owns the three section presenters (their view controllers own them too); references no view.
import ProfileKit

/// Tells each section presenter to load, in the order user, blogs, drafts. It shows nothing itself:
/// the container's only control is the refresh button, and every section shows its own answer.
@MainActor
final class ProfilePresenter {
    let userInfo: UserInfoPresenter
    let blogList: BlogListPresenter
    let draftList: DraftListPresenter

    init(userInfo: UserInfoPresenter, blogList: BlogListPresenter, draftList: DraftListPresenter) {
        self.userInfo = userInfo
        self.blogList = blogList
        self.draftList = draftList
        blogList.output = self
    }

    // MARK: Events

    func didLoadView() {
        loadProfile()
    }

    func didTapRefresh() {
        loadProfile()
    }

    // MARK: Requests

    func loadProfile() {
        userInfo.loadUser()
        blogList.loadBlogs()
        draftList.loadDrafts()
    }
}

// MARK: - BlogListPresenterOutput

extension ProfilePresenter: BlogListPresenterOutput {
    /// The blogs hold the likes, the header shows their total: one section to another, through the container.
    func blogListDidUpdateLikesTotal(_ total: Int) {
        userInfo.showLikesTotal(total)
    }
}
