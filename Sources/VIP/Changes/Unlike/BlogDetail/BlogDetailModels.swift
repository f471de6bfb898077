// The Request, Response and ViewModel of the `BlogDetail` module, reached by `push(identifier:)` with the blog as
// `userInfo`. Values; own nothing.
import ProfileKit

/// What the detail view asks: to open the blog the route brought, and to like it (or take its like back).
enum BlogDetailRequest: Request, Equatable {
    case open(Blog)
    case like
}

/// What the interactor hands over: its blog as it shows now, or that the like or unlike was refused.
enum BlogDetailResponse: Response, Equatable {
    case blog(Blog)
    case alreadyLiked
    case alreadyUnliked
}

/// What the detail view shows.
enum BlogDetailViewModel: ViewModel, Equatable {
    /// The whole blog, if it shows something new.
    case blog(DisplayedBlog)
    case toast(String)
}
