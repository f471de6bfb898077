// Presenter of the BlogList module: view events into use cases or navigation, blogs into display models in the
// section's order, and the SortBlogs module's output. Owns its interactor, router and the rows' display models strongly
// (presenter → I, R); references its view weakly (⇢ view).
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

    /// The rows of the last admitted blogs answer, as shown, in `order`, indexed by blog id.
    private var rows = IdentifiedArray<BlogDisplayModel>()
    /// The order the rows are arranged in: the SortBlogs module hands back a new one.
    private var order = BlogOrder.newest
    /// The section's error is shown in place of the table: a new order then shows nothing.
    private var showsError = false
    /// The hidden table's cells are laid out for an order picked away under the error: no row is shown until a reload.
    private var cellsAreStale = false

    init(interactor: any BlogListInteractorInput, router: any BlogListRouterInput) {
        self.interactor = interactor
        self.router = router
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
        guard rows.indices.contains(row) else { return }
        router.openBlogDetail(blogID: rows[row].id)
    }

    /// Opens the SortBlogs module with this presenter as its module output, as the DraftList presenter opens compose.
    func didTapSort() {
        router.openSortBlogs(order: order, output: self)
    }
}

// MARK: - SortBlogsModuleOutput

extension BlogListPresenter: SortBlogsModuleOutput {
    /// A new order arranges the held blogs, as shown, and shows the table once if it is shown.
    func sortBlogsModuleDidPick(_ order: BlogOrder) {
        guard order != self.order else { return }
        self.order = order
        rows = IdentifiedArray(order.arrange(interactor.shownBlogs()).map(BlogDisplayModel.init))
        if !showsError { view?.showBlogs() } else { cellsAreStale = true }
    }
}

// MARK: - BlogListInteractorOutput

extension BlogListPresenter: BlogListInteractorOutput {
    func didLoadBlogs(_ blogs: [Blog]) {
        rows = IdentifiedArray(order.arrange(blogs).map(BlogDisplayModel.init))
        showsError = false
        cellsAreStale = false
        view?.showBlogs()
    }

    func didFailToLoadBlogs(_ error: APIError) {
        // The rows stay: the table is hidden, and the data manager's blogs still answer likes.
        showsError = true
        view?.showBlogsError(ProfileText.sectionError(.blogs, error))
    }

    /// Stores the blog's new row and shows it, if it is listed, shows something new and its cell is laid out for it.
    func didChangeBlog(_ blog: Blog) {
        guard let row = rows.index(id: blog.id) else { return }
        let displayModel = BlogDisplayModel(blog)
        guard displayModel != rows[row] else { return }
        rows[row] = displayModel
        if !cellsAreStale { view?.showBlog(displayModel, at: row) }
    }

    func didFailToLikeBlog(_ error: APIError) {
        view?.showToast(error.message)
    }

    func didFindBlogAlreadyLiked() {
        view?.showToast(ProfileText.alreadyLiked)
    }
}
