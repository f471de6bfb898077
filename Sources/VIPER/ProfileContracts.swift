// The VIPER contracts of the profile module, in one file as VIPER templates keep them: who may say what to whom.
// Protocols only; each says who holds its conformer strongly (→) or weakly (⇢). Owns nothing.
import ProfileKit

// MARK: View

/// What the presenter tells the view to show (presenter ⇢ view, weak). Display models and strings only:
/// a view that never sees an entity cannot grow business logic.
@MainActor
protocol ProfileViewInput: AnyObject {
    func showHeader(_ header: ProfileHeaderDisplayModel)
    func showHeaderError(_ message: String)
    func showBlogs(_ blogs: [BlogDisplayModel])
    func showBlogsError(_ message: String)
    func showDrafts(_ drafts: [DraftDisplayModel])
    func showDraftsError(_ message: String)
    /// Re-renders the one row that shows this blog now; rows are positions, not cells.
    func showBlog(_ blog: BlogDisplayModel, at row: Int)
    func showToast(_ message: String)
}

/// What the view reports to its presenter (view → presenter, strong): user events, nothing decided.
@MainActor
protocol ProfileViewOutput: AnyObject {
    func didLoadView()
    func didTapRefresh()
    func didTapLike(at row: Int)
    func didSelectBlog(at row: Int)
    func didSelectDraft(at row: Int)
}

// MARK: Interactor

/// The use cases the presenter asks for (presenter → interactor, strong).
@MainActor
protocol ProfileInteractorInput: AnyObject {
    /// Requests user, blogs and drafts, in that order; each answer is reported on its own.
    func loadProfile()
    /// Likes a blog unless it is liked or its like is in flight, updating optimistically.
    func likeBlog(id: Int)
}

/// What the interactor reports (interactor ⇢ presenter, weak). Entities in, no formatting.
@MainActor
protocol ProfileInteractorOutput: AnyObject {
    func didLoadUser(_ user: User)
    func didFailToLoadUser(_ error: APIError)
    /// The blogs with any like still in flight merged in.
    func didLoadBlogs(_ blogs: [Blog])
    func didFailToLoadBlogs(_ error: APIError)
    func didLoadDrafts(_ drafts: [Draft])
    func didFailToLoadDrafts(_ error: APIError)
    /// The optimistic copy, reported before the like request is sent.
    func didStartLikingBlog(_ blog: Blog)
    /// The server's copy; not reported when the blog has left the list meanwhile.
    func didLikeBlog(_ blog: Blog)
    /// `rolledBack` is the blog restored to its state before the tap, or nil when it has left the list.
    func didFailToLikeBlog(_ rolledBack: Blog?, error: APIError)
    /// The tap found the blog liked, or its like still in flight: nothing was sent.
    func didFindBlogAlreadyLiked(_ blog: Blog)
}

// MARK: Router

/// Navigation the presenter decides and the router performs (presenter → router, strong).
@MainActor
protocol ProfileRouterInput: AnyObject {
    func openBlogDetail(for blog: Blog)
    func openDraftDetail(for draft: Draft)
}
