// The scene's presenter: the header's logic (load the user, format it) and the refresh of all three sections.
// Owns the section presenters and the API reference; references its view weakly.
import ProfileKit

/// Loads the profile and tells a passive `ProfileView` what to show; hands the lists to their presenters.
@MainActor
final class ProfilePresenter {
    /// Held weakly: the view controller owns this presenter, so a strong back-reference would be a cycle.
    weak var view: (any ProfileView)?
    let blogList: BlogListPresenter
    let draftList: DraftListPresenter

    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int, blogList: BlogListPresenter, draftList: DraftListPresenter) {
        self.api = api
        self.userID = userID
        self.blogList = blogList
        self.draftList = draftList
    }

    // MARK: Events

    func didLoadView() {
        loadProfile()
    }

    func didTapRefresh() {
        loadProfile()
    }

    // MARK: Requests

    /// Reloads the user, the blogs and the drafts, in that order; each section shows its own outcome.
    func loadProfile() {
        loadUser()
        blogList.loadBlogs()
        draftList.loadDrafts()
    }

    private func loadUser() {
        api.fetchUser(id: userID) { [weak self] result in
            self?.didLoadUser(result)
        }
    }

    private func didLoadUser(_ result: Result<User, APIError>) {
        switch result {
        case .success(let user):
            view?.displayUser(
                avatarName: user.avatarName, name: user.displayName,
                handle: ProfileText.handle(user), summary: ProfileText.summary(user))
        case .failure(let error):
            view?.displayUserError(ProfileText.sectionError(.user, error))
        }
    }
}
