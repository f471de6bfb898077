// The Request, Response and ViewModel of the `UserInfo` module (the header section). Values; own nothing.
import ProfileKit

/// What the header view asks: the user, when it loads and on every refresh.
enum UserInfoRequest: Request, Equatable {
    case load
}

/// What the interactor hands over: an admitted answer, as an entity or an error.
enum UserInfoResponse: Response, Equatable {
    case user(User)
    case failure(APIError)
}

/// What the header shows, formatted.
enum UserInfoViewModel: ViewModel, Equatable {
    case user(avatarName: String, name: String, handle: String, summary: String)
    case error(String)
}
