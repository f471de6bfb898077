// Leaky variant, on purpose (`bench --variant leaky`; never part of the comparison): MVVM's classic mistake, a
// binding closure that captures its view controller strongly. Owns what the correct scene owns, plus the cycle.
import ProfileKit

/// The MVVM scene whose blogs view binds to its view model with `{ state in self.… }` instead of `[weak self]`.
///
/// The view controller owns its view model, the view model owns its `Observable` state, and the state owns its
/// observers: an observer that captures the view controller strongly closes a cycle (view controller → view model →
/// state → observer → view controller), and the section outlives its screen. The correct code is
/// `BlogListViewController.viewDidLoad()`: `[weak self]` in both bindings.
public enum StrongBindingCaptureComposer: ProfileSceneComposer {
    public static let summary = "MVVM with a binding closure that captures its view controller strongly."

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let viewModel = ProfileViewModel(api: api, userID: userID)
        return ProfileViewController(
            viewModel: viewModel, blogList: StrongBindingCaptureBlogListViewController(viewModel: viewModel.blogList))
    }
}

/// The blogs view whose state binding keeps it alive.
final class StrongBindingCaptureBlogListViewController: BlogListViewController {
    override func viewDidLoad() {
        viewModel.state.bind { state in
            guard let state else { return }
            self.section.render(state)   // the mistake: `self` captured strongly
        }
        viewModel.events.bind { [weak self] event in self?.handle(event) }
    }
}
