// The Request, Response and ViewModel of the `ComposeDraft` module, reached by `modal(identifier:)` with the drafts
// section's output as `userInfo`. Values; own nothing (a request carries the output only on its way in).
import ProfileKit

/// What the compose view asks.
enum ComposeDraftRequest: Request {
    /// The module opens: where its draft goes (the route's `userInfo`).
    case open(output: any ComposeDraftOutput)
    case save(title: String)
    case cancel
}

/// What the interactor hands over.
enum ComposeDraftResponse: Response, Equatable {
    case saving
    /// The draft was created and handed to the output: the module closes.
    case created
    case failure(APIError)
    case cancelled
}

/// What the compose view shows.
enum ComposeDraftViewModel: ViewModel, Equatable {
    case saving
    case error(String)
}
