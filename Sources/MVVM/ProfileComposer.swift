// Composition root of the MVVM scene: builds the view-model tree and wires a view to each of its units. Holds
// nothing; details are pushed by the section views on their (weak) navigation controller.
import ProfileKit

/// The profile scene as MVVM: MVP's structure plus a binder — views bind to view models that know no view.
///
/// **What it teaches.** The screen is one unit per section, as article 004 of the source series builds it: a container
/// (`ProfileViewController` + `ProfileViewModel`, which tells its sections to load) and, per section, a view
/// controller bound to its view model (`UserInfo…`, `BlogList…`, `DraftList…`), plus a `BlogCellViewModel`
/// per blog row carrying the row's state and the like command (`didTapLike()`). Each section's and row's view
/// model exposes *one* state (a `Dynamic`); the view binds to it and renders what it delivers, and the view model
/// answers inputs by changing that state, never by calling a view. One-off events (a toast, a detail to open) go
/// through a `Signal` on the view models that have them (the lists', the detail's, the compose screen's), which
/// keeps them until the view binds. The container's view model has no output: it only tells its sections to load.
///
/// **Ownership.** view → view model (strong) at every level; container view model → section view models →
/// row view models; a cell → the row view model it is bound to; a row view model ⇢ its list (weak); every
/// binding and event observer captures its view weakly (⇢); view models reference no view.
///
/// **Seams.** Every view model is tested with a mock API and no view — MVVM's teaching point; `Dynamic`
/// and `Signal` (the binder) are the one place where views and view models meet, and have tests of their own.
///
/// **Why our own binder rather than Observation.** `Dynamic.bind(_:)` is explicit (a reader sees every
/// binding), synchronous and deterministic (observers run in bind order, inside the assignment), delivers the
/// current value at once and then only changes — the rendering policy in one line. Observation's
/// `withObservationTracking` is one-shot (re-register after every change), fires on every assignment (equal
/// or not) *before* the new value is stored, and under Swift 6 makes `onChange` `@Sendable`, so each view
/// update needs a hop back to the main actor: more machinery than this screen needs, and harder to follow.
public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = """
        MVVM: MVP plus a binder. One unit per section (container + user info, blog list, draft list), each a view \
        bound to a view model that knows no view; one Dynamic state per section and row view model, delivered \
        only on change; a row view model per blog with the like command; the lists' events through a Signal that \
        keeps them until the view binds. The blogs live in a BlogStore that the list's and the detail's view models \
        bind to; a view model builds the next screen's view model, the view pushes it on its event; compose \
        answers through a closure. Seams: every view model and the store, tested with a mock API and no view; the \
        binder, tested alone.
        """

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        makeProfileViewController(viewModel: ProfileViewModel(api: api, userID: userID))
    }

    /// The view tree over the view-model tree: one view per view model, handed in so tests can watch its lifetime.
    static func makeProfileViewController(viewModel: ProfileViewModel) -> ProfileViewController {
        ProfileViewController(
            viewModel: viewModel,
            userInfo: UserInfoViewController(viewModel: viewModel.userInfo),
            blogList: BlogListViewController(viewModel: viewModel.blogList),
            draftList: DraftListViewController(viewModel: viewModel.draftList))
    }
}
