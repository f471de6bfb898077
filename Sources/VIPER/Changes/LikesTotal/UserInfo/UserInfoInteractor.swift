// Interactor of the UserInfo module: loads the user and orders the answers, and passes on the blogs' likes total. Owns
// the API strongly (interactor → API) and its request sequence; references its presenter weakly (interactor ⇢ output);
// the blogs data manager, whose likes total it reports, references it weakly.
import ProfileKit

/// Fetches the profile's user and reports each admitted answer, and reports each likes total the blogs data manager
/// tells it.
///
/// It keeps no user: nothing in the module needs the entity after it is shown.
@MainActor
final class UserInfoInteractor {
    /// Set by `ProfileAssembly` once the presenter exists; weak because the presenter owns this interactor.
    weak var output: (any UserInfoInteractorOutput)?

    private let api: any ProfileAPI
    private let userID: Int
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var userRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    private func didFetchUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
        switch result {
        case .success(let user): output?.didLoadUser(user)
        case .failure(let error): output?.didFailToLoadUser(error)
        }
    }
}

// MARK: - UserInfoInteractorInput

extension UserInfoInteractor: UserInfoInteractorInput {
    func loadUser() {
        let ticket = userRequests.next()
        // Weak: an answer arriving after the module is gone finds nobody and does nothing.
        api.fetchUser(id: userID) { [weak self] in self?.didFetchUser($0, ticket: ticket) }
    }
}

// MARK: - BlogsLikesTotalOutput

extension UserInfoInteractor: BlogsLikesTotalOutput {
    func likesTotalDidChange(_ total: Int) { output?.didChangeLikesTotal(total) }
}
