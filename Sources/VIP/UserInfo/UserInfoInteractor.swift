// Interactor of the UserInfo module: loads the user and orders the answers. Owns its presenter (the base class's),
// the API and its request sequence; the API's completions reference it weakly.
import ProfileKit

/// Fetches the profile's user and hands each admitted answer to the presenter. Keeps no user.
@MainActor
final class UserInfoInteractor: Interactor {
    private let api: any ProfileAPI
    private let userID: Int
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var userRequests = RequestSequence()

    required init(presenter: Presenter, services: ModuleServices) {
        api = services.api
        userID = services.userID
        super.init(presenter: presenter, services: services)
    }

    override func refresh(request: any Request) {
        switch expect(request, as: UserInfoRequest.self, in: self) {
        case .load:
            let ticket = userRequests.next()
            // Weak: an answer arriving after the module is gone finds nobody and does nothing.
            api.fetchUser(id: userID) { [weak self] in self?.didFetchUser($0, ticket: ticket) }
        }
    }

    private func didFetchUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
        switch result {
        case .success(let user): presenter.present(response: UserInfoResponse.user(user))
        case .failure(let error): presenter.present(response: UserInfoResponse.failure(error))
        }
    }
}
