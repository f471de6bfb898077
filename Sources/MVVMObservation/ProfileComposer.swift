// Composition root of the MVVM+Observation scene: builds the view-model tree and gives a view to each of its units.
// Holds nothing; details are pushed by the section views on their (weak) navigation controller.
import ProfileKit

/// The profile scene as MVVM on Observation: the MVVM scene's roles, with `@Observable` models read by views that the
/// kit updates under observation tracking, in place of the hand-made binder.
///
/// **What it teaches.** The same units as MVVM — a container (`ProfileViewController` + `ProfileViewModel`) and, per
/// section, a view controller over its view model, a `BlogCellViewModel` per configured blog row with the like
/// command, the `BlogStore` as the one source of truth across screens — and no binding code: a view renders in
/// `updateProperties()`, which the kit runs under `withObservationTracking` as UIKit does since iOS 18, and a change to
/// anything it read schedules it again, once per event. Fine-grained by construction: a row's cell reads its blog's
/// `BlogRecord` alone, the list reads the store's last admitted answer, the detail its blog. One-off events (a toast,
/// a screen to open) are not state: each view model hands them to a closure its view sets.
///
/// **Ownership.** view → view model (strong) at every level; the lists' and the detail's view models → the
/// `BlogStore` → its records and the API; a cell → its row view model → its blog's record; a row view model ⇢ its list;
/// every event closure captures its view weakly; the kit's tracking references each view weakly; view models
/// reference no view.
///
/// **Seams.** Every view model and the store are tested with a mock API and no view, reading their state directly;
/// the tracking is the kit's (`UpdateCycle`), tested there.
public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = """
        MVVM on Observation: MVVM's units (container + user info, blog list, draft list, a row view model per \
        configured blog row, the BlogStore shared by the list and the detail) with @Observable models in place of the \
        binder. Views render in updateProperties(), which the kit runs under observation tracking and schedules again \
        on a change to what it read, once per event; a row reads its blog's record alone. Events (toasts, screens to \
        open) go to a closure the view sets; compose answers through a closure. Seams: every view model and the store, \
        tested with a mock API and no view; the tracking, the kit's.
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
