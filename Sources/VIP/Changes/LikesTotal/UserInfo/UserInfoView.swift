// View of the UserInfo module: owns its interactor (view → interactor) and its view, the shared ProfileHeaderView.
import ProfileKit

/// The header section: asks for the user when it loads and when the container reloads it, shows what it is given (the
/// user, or the error, and the likes total).
@MainActor
final class UserInfoView: View, ProfileSectionView {
    private lazy var header = ProfileHeaderView()

    override func loadView() {
        setView(header)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor.refresh(request: UserInfoRequest.load)
    }

    func reloadSection() {
        interactor.refresh(request: UserInfoRequest.load)
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: UserInfoViewModel.self, in: self) {
        case .user(let avatarName, let name, let handle, let summary):
            header.show(avatarName: avatarName, name: name, handle: handle, summary: summary)
        case .error(let message):
            header.showError(message)
        case .likesTotal(let total):
            header.showLikesTotal(total)
        }
    }
}
