// Composition root of the async/await MVVM scene: builds the view-model tree and wires a view to each of its units.
// Holds nothing; details are pushed by the section views on their (weak) navigation controller.
import ProfileKit

/// The profile scene as MVVM with async/await: the MVVM scene, role for role, whose requests are awaited in tasks.
///
/// **What it teaches.** Everything MVVM teaches (one unit per section, view models that know no view, `Dynamic` state
/// and `Signal` events, a row view model per blog, the `BlogStore` as the one source of truth across screens), with one
/// difference, the one this column measures: every request is `try await api.…` inside a task, not a completion
/// handler. Each view model (and the store) runs its requests through its `TaskBag`: a command updates its state
/// synchronously (the optimistic like), then starts a task with `Task.immediate`, which sends the request at once,
/// awaits the answer, and applies it back on the main actor. Ordering is unchanged: `RequestSequence` per section,
/// `Blog.version` per blog. A late answer does nothing twice over: the task captures its view model weakly, and the
/// view model cancels its tasks when it goes (the compose screen's save when it closes, every load and like when the
/// scene is torn down), so the awaited request throws `CancellationError` and its answer is dropped.
///
/// **Ownership.** As MVVM's: view → view model at every level, view models → the `BlogStore` → API; each view model
/// and the store → their `TaskBag` → the running tasks ⇢ (weak) the view model or store they apply answers to.
///
/// **Seams.** Every view model and the store tested with the mock API, awaited requests and no view; the answers'
/// arrival is the mock's delivery, which runs the resumed task before it returns.
///
/// **Where it departs from common practice.** Many codebases write `Task { [weak self] in … }` or even
/// `Task { await self.load() }`; here each task captures its owner weakly and never across an `await`, is kept to be
/// cancelled, and starts immediately so the request leaves inside the tap, as the completion columns send it.
public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = """
        MVVM with async/await: the MVVM scene, role for role — one view per section bound to a view model that knows \
        no view, a row view model per blog, the BlogStore as the blogs' one source of truth — whose requests are \
        awaited in tasks on the main actor: a command updates its state at once, then Task.immediate sends the \
        request and applies its answer; each view model owns its tasks, captured weakly, and cancels them when it \
        goes, so a closed screen's or a torn-down scene's late answer does nothing. Seams: every view model and the \
        store, tested with the mock API's awaited requests and no view.
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
