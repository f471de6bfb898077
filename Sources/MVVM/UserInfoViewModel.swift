// View model of the header ("user info") section: loads the user and publishes what the header shows. Owns its
// state and its request sequence; references the API strongly; knows no view.
import ProfileKit

/// The header's state and behaviour, testable with a mock API and no view: call `loadUser()`, observe `state`.
@MainActor
final class UserInfoViewModel {
    /// What the header shows; nil until the first admitted answer, so a view bound before then renders nothing.
    let state = Dynamic<UserInfoState?>(nil)

    private let api: any ProfileAPI
    private let userID: Int
    private var userRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    func loadUser() {
        let ticket = userRequests.next()
        api.fetchUser(id: userID) { [weak self] result in self?.didLoadUser(result, ticket: ticket) }
    }

    /// An answer older than one already shown changes nothing (docs/SCENE.md, "Answers out of order").
    private func didLoadUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
        state.value = UserInfoState(ticket: ticket, answer: result)
    }
}
