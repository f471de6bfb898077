// View of the UserInfo module: owns its presenter (view → presenter) and its view, the shared ProfileHeaderView.
import ProfileKit

/// The header section: shows what its presenter tells it, and reports nothing (it has no controls).
@MainActor
final class UserInfoViewController: ViewController {
    let output: any UserInfoViewOutput
    private lazy var header = ProfileHeaderView()

    init(output: any UserInfoViewOutput) {
        self.output = output
        super.init()
    }

    override func loadView() {
        setView(header)
    }
}

// MARK: - UserInfoViewInput

extension UserInfoViewController: UserInfoViewInput {
    func showUser(_ user: UserDisplayModel) {
        header.show(avatarName: user.avatarName, name: user.name, handle: user.handle, summary: user.summary)
    }

    func showUserError(_ message: String) {
        header.showError(message)
    }

    /// The header formats it and sets nothing when it shows that total already.
    func showLikesTotal(_ total: Int) {
        header.showLikesTotal(total)
    }
}
