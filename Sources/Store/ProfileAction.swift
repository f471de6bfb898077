// Every event of the scene as a value: the user's taps, the navigation stack's pops and the API's answers. A value
// type; owns its payloads, references nothing.
import ProfileKit

/// What happened: sent to the store by the views (the user), by the container (the navigation stack) and by effects
/// (the API's answers). The reducer decides what each one changes.
enum ProfileAction {
    /// The profile's view loaded: load the three sections.
    case viewLoaded
    case refreshTapped
    case userAnswered(ticket: Int, Result<User, APIError>)
    case blogsAnswered(ticket: Int, Result<[Blog], APIError>)
    case draftsAnswered(ticket: Int, Result<[Draft], APIError>)

    /// A like tapped on a blog's row or on its detail.
    case likeTapped(blogID: Int)
    case likeAnswered(blogID: Int, Result<Blog, APIError>)

    case blogSelected(row: Int)
    case draftSelected(row: Int)
    /// The navigation stack came back to the profile (Back): the pushed screen is gone.
    case profileAppeared

    case newDraftTapped
    /// What the compose screen opened as `serial` says; ignored once that screen is closed.
    case compose(serial: Int, Compose)
    /// Compose's output, the draft saved: the drafts section takes it (an action, not a delegate).
    case draftSaved(Draft)

    enum Compose {
        case titleChanged(String)
        case saveTapped
        case saveAnswered(Result<Draft, APIError>)
        case cancelTapped
    }
}
