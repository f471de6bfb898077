// View model of the profile screen (the container): tells its three sections to load. Owns the three section
// view models (and, through the blogs section, the blog store); references nothing else; knows no view.
import ProfileKit

/// The container's behaviour, testable with a mock API and no view: the sections load user, blogs, drafts.
@MainActor
final class ProfileViewModel {
    let userInfo: UserInfoViewModel
    let blogList: BlogListViewModel
    let draftList: DraftListViewModel

    init(api: any ProfileAPI, userID: Int) {
        userInfo = UserInfoViewModel(api: api, userID: userID)
        blogList = BlogListViewModel(store: BlogStore(api: api, userID: userID))
        draftList = DraftListViewModel(api: api, userID: userID)
    }

    func didLoadView() { loadProfile() }

    func didTapRefresh() { loadProfile() }

    /// Loads every section, in the order the screen shows them.
    func loadProfile() {
        userInfo.loadUser()
        blogList.loadBlogs()
        draftList.loadDrafts()
    }
}
