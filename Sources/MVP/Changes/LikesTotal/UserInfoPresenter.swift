// The header section's presenter: loads the user and formats it, and the likes total, for a passive `UserInfoView`.
// Owns its request sequence and the API reference; references its view weakly.
import ProfileKit

/// Loads the profile's user and tells the header what to show, in display strings only.
@MainActor
final class UserInfoPresenter {
    /// Held weakly: the view controller owns this presenter, so a strong back-reference would be a cycle.
    weak var view: (any UserInfoView)?
    private var userRequests = RequestSequence()
    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    // MARK: Requests

    func loadUser() {
        let ticket = userRequests.next()
        api.fetchUser(id: userID) { [weak self] result in
            self?.didLoadUser(result, ticket: ticket)
        }
    }

    /// Shows the answer unless an answer to a later request was shown already (docs/SCENE.md, "Answers out of order").
    private func didLoadUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
        switch result {
        case .success(let user):
            view?.showUser(avatarName: user.avatarName, name: user.displayName,
                           handle: ProfileText.handle(user), summary: ProfileText.summary(user))
        case .failure(let error):
            view?.showUserError(ProfileText.sectionError(.user, error))
        }
    }

    // MARK: Input from the container

    /// The blogs section's likes total, for the header to show.
    func showLikesTotal(_ total: Int) {
        view?.showLikesTotal(total)
    }
}
