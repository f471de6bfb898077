// The VIPER contracts of the `BlogDetail` module, each saying who holds its conformer strongly (→) or weakly (⇢). No
// router: the detail goes nowhere (back is the navigation bar's), as the UserInfo module goes nowhere.
import ProfileKit

// MARK: View

/// What the presenter tells the view to show (presenter ⇢ view, weak). Display models and strings only.
@MainActor
protocol BlogDetailViewInput: AnyObject {
    /// The whole blog, in place.
    func showBlog(_ blog: BlogDisplayModel)
    func showToast(_ message: String)
}

/// What the view reports (view → presenter, strong).
@MainActor
protocol BlogDetailViewOutput: AnyObject {
    func didLoadView()
    func didTapLike()
}

// MARK: Interactor

/// The use cases the presenter asks for (presenter → interactor, strong).
@MainActor
protocol BlogDetailInteractorInput: AnyObject {
    /// The blog as the screens show it, or nil when the list no longer holds it.
    func shownBlog(id: Int) -> Blog?
    /// Takes the like back if the blog is liked, likes it otherwise; nothing while its like or its unlike is in flight,
    /// or when it is no longer held.
    func likeBlog(id: Int)
}

/// What the interactor reports (interactor ⇢ presenter, weak): changes of any blog, as entities; the presenter keeps
/// those of its own.
@MainActor
protocol BlogDetailInteractorOutput: AnyObject {
    /// A held blog may show something new: `blog` is how it shows now.
    func didChangeBlog(_ blog: Blog)
    /// A blogs answer was admitted: any blog may show something new, or no longer be held.
    func didReloadBlogs()
    /// The blog's like is in flight: nothing was sent.
    func didFindBlogAlreadyLiked()
    /// The blog's unlike is in flight: nothing was sent.
    func didFindBlogAlreadyUnliked()
}

// MARK: Module

/// How another module configures this one (the BlogList router → this presenter, once, before the push).
@MainActor
protocol BlogDetailModuleInput: AnyObject {
    /// The blog to show.
    func configure(blogID: Int)
}
