// Presenter of the BlogList module: view events into use cases or navigation, blogs into display models. Owns its
// interactor, router and the rows' display models strongly (presenter → I, R); references its view weakly (⇢ view).
import ProfileKit

/// Keeps the rows as the view shows them — display models with their blogs' ids, never entities — and tells
/// the view about a row only when what it shows changes.
///
/// A row number from the view becomes a blog id here (the interactor knows blogs, not rows); a blog from the
/// interactor becomes a row here, found by id in O(1): rows may have moved since the tap.
@MainActor
final class BlogListPresenter {
    /// Set by `ProfileAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any BlogListViewInput)?
    let interactor: any BlogListInteractorInput
    let router: any BlogListRouterInput

    /// The rows of the last admitted blogs answer, as shown, indexed by blog id.
    private var rows = IdentifiedArray<BlogDisplayModel>()

    init(interactor: any BlogListInteractorInput, router: any BlogListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// Stores the blog's new row and shows it, if it is listed and, unless `always`, if it shows something new.
    private func show(_ blog: Blog, always: Bool) {
        guard let row = rows.index(id: blog.id) else { return }
        let displayModel = Self.displayModel(for: blog)
        guard always || displayModel != rows[row] else { return }
        rows[row] = displayModel
        view?.showBlog(displayModel, at: row)
    }

    private static func displayModel(for blog: Blog) -> BlogDisplayModel {
        BlogDisplayModel(
            id: blog.id, title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
            isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
    }
}

// MARK: - BlogListModuleInput

extension BlogListPresenter: BlogListModuleInput {
    func loadBlogs() { interactor.loadBlogs() }
}

// MARK: - BlogListViewOutput

extension BlogListPresenter: BlogListViewOutput {
    var numberOfBlogs: Int { rows.count }

    func blog(at row: Int) -> BlogDisplayModel { rows[row] }

    func didTapLike(at row: Int) {
        guard rows.indices.contains(row) else { return }
        interactor.likeBlog(id: rows[row].id)
    }

    func didSelectBlog(at row: Int) {
        guard rows.indices.contains(row), let blog = interactor.shownBlog(id: rows[row].id) else { return }
        router.openBlogDetail(for: blog)
    }
}

// MARK: - BlogListInteractorOutput

extension BlogListPresenter: BlogListInteractorOutput {
    func didLoadBlogs(_ blogs: [Blog]) {
        rows = IdentifiedArray(blogs.map(Self.displayModel(for:)))
        view?.showBlogs()
    }

    func didFailToLoadBlogs(_ error: APIError) {
        // The rows stay: the table is hidden, and the interactor's blogs still answer likes.
        view?.showBlogsError(ProfileText.sectionError(.blogs, error))
    }

    /// The tap's row, at once: the optimistic like always changes it.
    func didStartLikingBlog(_ blog: Blog) { show(blog, always: true) }

    func didLikeBlog(_ blog: Blog) { show(blog, always: false) }

    func didFailToLikeBlog(_ blog: Blog?, error: APIError) {
        view?.showToast(error.message)
        if let blog { show(blog, always: false) }
    }

    func didFindBlogAlreadyLiked() {
        view?.showToast(ProfileText.alreadyLiked)
    }
}
