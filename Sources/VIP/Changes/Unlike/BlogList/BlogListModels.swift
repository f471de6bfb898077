// The Request, Response and ViewModel of the `BlogList` module (the blogs section). Values; own nothing.
import ProfileKit

/// What the blogs view asks, blogs named by id (the view knows which blog each row shows).
enum BlogListRequest: Request, Equatable {
    case load
    /// The blog's heart tapped: a like, or an unlike of a liked blog.
    case like(blogID: Int)
    case select(blogID: Int)
}

/// What the interactor hands over: admitted answers and changes of the blogs, as entities, whichever screen caused
/// them; and the outcome of a like, an unlike or a selection.
enum BlogListResponse: Response, Equatable {
    case blogs([Blog])
    case blogsFailure(APIError)
    /// A held blog may show something new: how it shows now.
    case blogChanged(Blog)
    case likeFailure(APIError)
    /// The blog's like is in flight: nothing was sent.
    case alreadyLiked
    /// The blog's unlike is in flight: nothing was sent.
    case alreadyUnliked
    /// The blog to open, as it shows now.
    case selected(Blog)
}

/// What the blogs view shows.
enum BlogListViewModel: ViewModel, Equatable {
    /// Every row, and the table reloaded.
    case rows([DisplayedBlog])
    case error(String)
    /// One blog's row, wherever it is now, if it shows something new.
    case row(DisplayedBlog)
    case toast(String)
}
