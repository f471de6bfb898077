// The header's controller (a child MVC): owns its header view, its request sequence and the model strongly; the
// model's pending completions reference it weakly.
import ProfileKit

/// Fetches the user through the model and renders the header: the profile, or the section's error; and the blogs'
/// likes total it is given.
@MainActor
final class UserInfoViewController: ViewController {
    private let model: ProfileModel
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var userRequests = RequestSequence()
    private lazy var headerView = ProfileHeaderView()

    init(model: ProfileModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        setView(headerView)
    }

    /// Asks the model for the user; the header changes only when the answer is admitted.
    func loadUser() {
        let ticket = userRequests.next()
        model.loadUser { [weak self] result in
            self?.didLoadUser(result, ticket: ticket)
        }
    }

    /// The total of the likes the blog list shows, passed on by the container.
    func showLikesTotal(_ total: Int) {
        headerView.showLikesTotal(total)
    }

    private func didLoadUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
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
