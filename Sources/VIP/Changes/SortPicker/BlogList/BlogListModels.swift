// The Request, Response and ViewModel of the `BlogList` module (the blogs section), and the output through which the
// SortBlogs module hands the picked order back. Values and a protocol; own nothing.
import ProfileKit

/// What the blogs view asks, blogs named by id (the view knows which blog each row shows).
enum BlogListRequest: Request, Equatable {
    case load
    case like(blogID: Int)
    case select(blogID: Int)
    /// The Sort button: the sort screen, to pick the order.
    case sort
}

/// What the interactor hands over: admitted answers and changes of the blogs, as entities, whichever screen caused
/// them, in the section's order; the outcome of a like or a selection; and the sort module to open.
enum BlogListResponse: Response, Equatable {
    case blogs([Blog])
    /// The held blogs, as shown, arranged in an order just picked.
    case arranged([Blog])
    case blogsFailure(APIError)
    /// A held blog may show something new: how it shows now.
    case blogChanged(Blog)
    case likeFailure(APIError)
    /// The blog is liked, or its like is in flight: nothing was sent.
    case alreadyLiked
    /// The blog to open, as it shows now.
    case selected(Blog)
    /// The sort module to open: the section's order, and the interactor as the output the picked order goes to.
    case sortBlogs(SortBlogsRoute)
}

/// What the blogs view shows.
enum BlogListViewModel: ViewModel, Equatable {
    /// Every row, and the table reloaded.
    case rows([DisplayedBlog])
    /// Every row in a new order, and the table reloaded if it shows (not the section's error).
    case arrangedRows([DisplayedBlog])
    case error(String)
    /// One blog's row, wherever it is now, if it shows something new.
    case row(DisplayedBlog)
    case toast(String)
}

/// Where the SortBlogs module hands the order picked (sort interactor ⇢ this, weak): the route's `userInfo`, as the
/// ComposeDraft module hands its draft to the drafts section.
@MainActor
protocol SortBlogsOutput: AnyObject {
    func sortBlogs(didPick order: BlogOrder)
}
