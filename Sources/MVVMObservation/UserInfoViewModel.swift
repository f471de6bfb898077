// View model of the header ("user info") section: loads the user and publishes what the header shows. Owns its
// observable state and its request sequence; references the API strongly; knows no view.
import Observation
import ProfileKit

/// The header's state and behaviour, testable with a mock API and no view: call `loadUser()`, read `state`.
@MainActor @Observable
final class UserInfoViewModel {
    /// What the header shows; nil until the first admitted answer, so a view that reads it before renders nothing.
    private(set) var state: UserInfoState?

    @ObservationIgnored private let api: any ProfileAPI
    @ObservationIgnored private let userID: Int
    @ObservationIgnored private var userRequests = RequestSequence()

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
        state = UserInfoState(ticket: ticket, answer: result)
    }
}
