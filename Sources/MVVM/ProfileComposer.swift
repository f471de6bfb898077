// Composition root of the MVVM scene: builds the view model and the view controller that owns it.
// Holds nothing; the navigator is reached by the screen as its (weak) navigation controller.

import ProfileKit

/// The profile scene as MVVM: a view that binds to a view model which knows no view.
///
/// **What it teaches.** `ProfileViewController` owns a `ProfileViewModel`; the view model owns the screen's
/// state as `Observable` values and one `BlogCellViewModel` per blog, each with its display values and a
/// like command. The view binds its labels, tables and cells to those values and forwards taps as inputs
/// (`didSelectBlog(at:)`) or commands (`loadProfile()`, `likeBlog()`); the view model answers by assigning
/// values, never by calling the view. Toasts and navigation are one-off events (`onToast`, `onOpenBlog`,
/// `onOpenDraft`) that the view turns into a toast or a push.
///
/// **Ownership.** view controller → view model → row view models and API; cell → its row view model;
/// every observer and event closure captures the view weakly (⇢), so a binding never keeps a view alive;
/// the view model references no view at all. A reused cell ends its bindings before binding another row.
///
/// **Seams.** `ProfileViewModel` and `BlogCellViewModel` are tested with a mock API and no view at all;
/// `Observable` is the one place where view and view model meet.
///
/// **Why our own binder rather than Observation.** `Observable.bind(_:)` is explicit (a reader sees every
/// binding), synchronous and deterministic (observers run in bind order, inside the assignment), delivers
/// the current value at once, and costs one closure per binding — a cost the bench can count. Observation's
/// `withObservationTracking` is one-shot (re-register after every change), calls `onChange` *before* the new
/// value is stored, and under Swift 6 makes `onChange` `@Sendable`, so each view update needs a hop back to
/// the main actor: more machinery than this screen needs, and harder for a learner to follow.
public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = """
        MVVM: the view controller owns a view model that knows no view and binds to its Observable values \
        (a small binder of our own); row view models carry each blog's display state and the like command. \
        Seams: ProfileViewModel and BlogCellViewModel, tested without any view; bindings capture the view weakly.
        """

    /// Builds the view model and the screen that owns it. `navigator` is not held: the screen pushes details
    /// on its own `navigationController`, a weak reference set when the driver pushes it.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        ProfileViewController(viewModel: ProfileViewModel(api: api, userID: userID))
    }
}
