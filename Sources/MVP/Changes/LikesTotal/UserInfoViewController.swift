// The header section's view controller: the passive view of `UserInfoPresenter`.
// Owns its presenter and the header view; referenced weakly by the presenter.
import ProfileKit

/// Shows what `UserInfoPresenter` tells it in the shared header view; decides nothing.
@MainActor
final class UserInfoViewController: ViewController {
    let presenter: UserInfoPresenter
    private lazy var header = ProfileHeaderView()

    /// Binds itself to `presenter` as its view, held weakly there.
    init(presenter: UserInfoPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
    }

    override func loadView() {
        setView(header)
    }
}

// MARK: - UserInfoView

extension UserInfoViewController: UserInfoView {
    func showUser(avatarName: String, name: String, handle: String, summary: String) {
        header.show(avatarName: avatarName, name: name, handle: handle, summary: summary)
    }

    func showUserError(_ message: String) {
        header.showError(message)
    }

    func showLikesTotal(_ total: Int) {
        header.showLikesTotal(total)
    }
}
