// The Request, Response and ViewModel of the container module `Profile`. Values; own nothing.

/// What the container view asks: its sections (once, when it loads), or a refresh of them.
enum ProfileRequest: Request, Equatable {
    case load
    case refresh
}

/// What the container interactor hands on. The container runs no use case: each event passes through, as the
/// article's `OneRequest.jump` becomes `OneResponse.jumpResponse`.
enum ProfileResponse: Response, Equatable {
    case load
    case refresh
}

/// What the container view shows: its sections loading again.
enum ProfileViewModel: ViewModel, Equatable {
    case reloadSections
}
