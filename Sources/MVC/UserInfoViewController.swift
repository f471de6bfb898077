// The header's controller (a child MVC): owns its header view and the model strongly; the model's pending
// completions reference it weakly.
import ProfileKit

/// Fetches the user through the model and renders the header: the profile, or the section's error.
@MainActor
final class UserInfoViewController: ViewController {
    private let model: ProfileModel
    private lazy var headerView = ProfileHeaderView()

    init(model: ProfileModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        setView(headerView)
    }

    /// Asks the model for the user; the header changes only when the answer arrives.
    func loadUser() {
        model.loadUser { [weak self] result in
            self?.didLoadUser(result)
        }
    }

    // MARK: Private

    private func didLoadUser(_ result: Result<User, APIError>) {
        switch result {
        case .success(let user):
            headerView.show(
                avatarName: user.avatarName,
                name: user.displayName,
                handle: ProfileText.handle(user),
                summary: ProfileText.summary(user))
        case .failure(let error):
            headerView.showError(ProfileText.sectionError(.user, error))
        }
    }
}
