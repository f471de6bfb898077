// The VIPER contracts of the `BlogList` module (the blogs section): who may say what to whom. Protocols only; each
// says who holds its conformer strongly (→) or weakly (⇢). Owns nothing.
import ProfileKit

// MARK: View

/// What the presenter tells the view to show (presenter ⇢ view, weak). Display models, rows and strings only:
/// a view that never sees an entity cannot grow business logic.
@MainActor
protocol BlogListViewInput: AnyObject {
    /// Shows the table, reloaded: it asks for its rows through `BlogListViewOutput`.
    func showBlogs()
    func showBlogsError(_ message: String)
    /// Configures the cell showing `row` right now, if any, in place with the whole row.
    func showBlog(_ blog: BlogDisplayModel, at row: Int)
    func showToast(_ message: String)
}

/// What the view reports and asks (view → presenter, strong): user events by row, the Sort button, and the rows
/// themselves.
@MainActor
protocol BlogListViewOutput: AnyObject {
    var numberOfBlogs: Int { get }
    func blog(at row: Int) -> BlogDisplayModel
    func didTapLike(at row: Int)
    func didSelectBlog(at row: Int)
    func didTapSort()
}

// MARK: Interactor

/// The use cases the presenter asks for (presenter → interactor, strong). Blogs are named by id: rows are the
/// presenter's business, and they move.
@MainActor
protocol BlogListInteractorInput: AnyObject {
    func loadBlogs()
    /// Likes the blog unless it is liked or its like is in flight.
    func likeBlog(id: Int)
    /// The held blogs, in the order of the answer that brought them, each as its row shows it.
    func shownBlogs() -> [Blog]
}

/// What the interactor reports (interactor ⇢ presenter, weak): admitted answers and changes of the blogs, as
/// entities ready to show — each blog as its row shows it — whichever module caused them.
@MainActor
protocol BlogListInteractorOutput: AnyObject {
    func didLoadBlogs(_ blogs: [Blog])
    func didFailToLoadBlogs(_ error: APIError)
    /// A held blog may show something new (a like sent or answered, here or on its detail): `blog` is how it shows.
    func didChangeBlog(_ blog: Blog)
    /// A like failed, sent here or from a detail.
    func didFailToLikeBlog(_ error: APIError)
    /// The blog is liked, or its like is in flight: nothing was sent.
    func didFindBlogAlreadyLiked()
}

// MARK: Router

/// Navigation the presenter decides and the router performs (presenter → router, strong).
@MainActor
protocol BlogListRouterInput: AnyObject {
    /// Assembles the BlogDetail module, configures it with the blog and pushes it.
    func openBlogDetail(blogID: Int)
    /// Assembles the SortBlogs module showing `order`, with `output` as its module output, and presents it.
    func openSortBlogs(order: BlogOrder, output: any SortBlogsModuleOutput)
}

// MARK: Module

/// What another module may ask of this one (container presenter ⇢ this presenter, weak).
@MainActor
protocol BlogListModuleInput: AnyObject {
    func loadBlogs()
}
