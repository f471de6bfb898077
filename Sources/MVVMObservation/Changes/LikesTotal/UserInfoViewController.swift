// View of the header ("user info") section: the shared ProfileHeaderView, rendered from its view model's state. Owns
// the view model strongly (view → view model) and its view; the kit's observation tracking references it weakly.
import ProfileKit

/// Renders each `UserInfoState` its view model holds, in `updateProperties()`; decides nothing.
@MainActor
final class UserInfoViewController: ViewController {
    private let viewModel: UserInfoViewModel
    private lazy var header = ProfileHeaderView()
    /// The answer the header shows: an update that runs for the total alone renders the user again not.
    private var shownState: UserInfoState?

    init(viewModel: UserInfoViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        setView(header)
    }

    override func viewDidLoad() {
        setNeedsUpdateProperties()
    }

    /// Tracked: reads the state and the likes total; renders what changed. Nil (nothing loaded yet) renders nothing.
    override func updateProperties() {
        if let state = viewModel.state, state != shownState {
            shownState = state
            render(state)
        }
        // The header sets nothing when told the total it shows already.
        if let total = viewModel.likesTotal { header.showLikesTotal(total) }
    }

    private func render(_ state: UserInfoState) {
        switch state.content {
        case let .user(avatarName, name, handle, summary):
            header.show(avatarName: avatarName, name: name, handle: handle, summary: summary)
        case .error(let message):
            header.showError(message)
        }
    }
}
