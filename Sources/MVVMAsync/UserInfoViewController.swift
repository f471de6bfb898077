// View of the header ("user info") section: the shared ProfileHeaderView, bound to its view model. Owns the
// view model strongly (view → view model) and its view; its binding captures it weakly.
import ProfileKit

/// Renders each `UserInfoState` its view model delivers; decides nothing.
@MainActor
final class UserInfoViewController: ViewController {
    private let viewModel: UserInfoViewModel
    private lazy var header = ProfileHeaderView()

    init(viewModel: UserInfoViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        setView(header)
    }

    override func viewDidLoad() {
        // Bound for life: the token is not kept. Nil (nothing loaded yet) renders nothing.
        viewModel.state.bind { [weak self] state in
            guard let self, let state else { return }
            render(state)
        }
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
