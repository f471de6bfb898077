// Presenter: turns view events into use cases or navigation, and entities into display models (ProfileText).
// Owns its interactor and router strongly (presenter → I, R); references its view weakly (presenter ⇢ view).
import ProfileKit

/// The hub of the module: the only role that talks to all the others.
///
/// It keeps the blogs and drafts as currently shown, so that a row number from the view maps to the
/// entity on that row (its id for a like, the whole entity for a detail screen).
@MainActor
final class ProfilePresenter {
    /// Set by `ProfileAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any ProfileViewInput)?
    let interactor: any ProfileInteractorInput
    let router: any ProfileRouterInput

    private var blogs = IdentifiedArray<Blog>()
    private var drafts: [Draft] = []

    init(interactor: any ProfileInteractorInput, router: any ProfileRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - ProfileViewOutput

extension ProfilePresenter: ProfileViewOutput {
    func didLoadView() { interactor.loadProfile() }

    func didTapRefresh() { interactor.loadProfile() }

    func didTapLike(at row: Int) {
        guard blogs.indices.contains(row) else { return }
        interactor.likeBlog(id: blogs[row].id)
    }

    func didSelectBlog(at row: Int) {
        guard blogs.indices.contains(row) else { return }
        router.openBlogDetail(for: blogs[row])
    }

    func didSelectDraft(at row: Int) {
        guard drafts.indices.contains(row) else { return }
        router.openDraftDetail(for: drafts[row])
    }
}

// MARK: - ProfileInteractorOutput

extension ProfilePresenter: ProfileInteractorOutput {
    func didLoadUser(_ user: User) {
        view?.showHeader(Self.header(for: user))
    }

    func didFailToLoadUser(_ error: APIError) {
        view?.showHeaderError(ProfileText.sectionError(.user, error))
    }

    func didLoadBlogs(_ blogs: [Blog]) {
        self.blogs = IdentifiedArray(blogs)
        view?.showBlogs(blogs.map(Self.row(for:)))
    }

    func didFailToLoadBlogs(_ error: APIError) {
        view?.showBlogsError(ProfileText.sectionError(.blogs, error))
    }

    func didLoadDrafts(_ drafts: [Draft]) {
        self.drafts = drafts
        view?.showDrafts(drafts.map(Self.row(for:)))
    }

    func didFailToLoadDrafts(_ error: APIError) {
        view?.showDraftsError(ProfileText.sectionError(.drafts, error))
    }

    func didStartLikingBlog(_ blog: Blog) { showChanged(blog) }

    func didLikeBlog(_ blog: Blog) { showChanged(blog) }

    func didFailToLikeBlog(_ rolledBack: Blog?, error: APIError) {
        if let rolledBack { showChanged(rolledBack) }
        view?.showToast(error.message)
    }

    func didFindBlogAlreadyLiked(_ blog: Blog) {
        view?.showToast(ProfileText.alreadyLiked)
    }
}

// MARK: - Formatting

private extension ProfilePresenter {
    /// Updates the one row showing this blog now, found by id: rows may have moved since the tap.
    func showChanged(_ blog: Blog) {
        guard let row = blogs.index(id: blog.id) else { return }
        blogs[row] = blog
        view?.showBlog(Self.row(for: blog), at: row)
    }

    static func header(for user: User) -> ProfileHeaderDisplayModel {
        ProfileHeaderDisplayModel(
            avatarName: user.avatarName, name: user.displayName,
            handle: ProfileText.handle(user), summary: ProfileText.summary(user))
    }

    static func row(for blog: Blog) -> BlogDisplayModel {
        BlogDisplayModel(
            title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
            isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
    }

    static func row(for draft: Draft) -> DraftDisplayModel {
        DraftDisplayModel(title: draft.title, edited: ProfileText.edited(draft.editedAt))
    }
}
