// View model of the header ("user info") section: loads the user and publishes what the header shows. Owns its
// state, its request sequence and its tasks; references the API strongly; knows no view.
import ProfileKit

/// The header's state and behaviour, testable with a mock API and no view: call `loadUser()`, observe `state`.
@MainActor
final class UserInfoViewModel {
    /// What the header shows; nil until the first admitted answer, so a view bound before then renders nothing.
    let state = Dynamic<UserInfoState?>(nil)

    private let api: any ProfileAPI
    private let userID: Int
    private var userRequests = RequestSequence()
    /// The loads in flight, cancelled when this view model goes (the scene torn down).
    private let tasks = TaskBag()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    func loadUser() {
        let ticket = userRequests.next()
        tasks.start { [weak self, api, userID] in
            do {
                let user = try await api.fetchUser(id: userID)
                self?.didLoadUser(.success(user), ticket: ticket)
            } catch let error as APIError {
                self?.didLoadUser(.failure(error), ticket: ticket)
            } catch {
                // Cancelled: this view model is gone, and its answer with it.
            }
        }
    }

    /// An answer older than one already shown changes nothing (docs/SCENE.md, "Answers out of order").
    private func didLoadUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
        state.value = UserInfoState(ticket: ticket, answer: result)
    }
}
