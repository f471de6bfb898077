// The Request, Response and ViewModel of the `UserInfo` module (the header section). Values; own nothing.
import ProfileKit

/// What the header view asks: the user, when it loads and on every refresh.
enum UserInfoRequest: Request, Equatable {
    case load
}

/// What the interactor hands over: an admitted answer, as an entity or an error; and the likes of the held blogs.
enum UserInfoResponse: Response, Equatable {
    case user(User)
    case failure(APIError)
    case likesTotal(Int)
}

/// What the header shows, formatted.
enum UserInfoViewModel: ViewModel, Equatable {
    case user(avatarName: String, name: String, handle: String, summary: String)
    case error(String)
    /// The header's likes total, which the header formats (`showLikesTotal(_:)`).
    case likesTotal(Int)
}
