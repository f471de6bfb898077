// View model of the header ("user info") section: loads the user and publishes what the header shows, the likes total
// included. Owns its observable state and its request sequence; references the API and the blog store strongly; knows
// no view.
import Observation
import ProfileKit

/// The header's state and behaviour, testable with a mock API and no view: call `loadUser()`, read `state`; the likes
/// total is read from the blog store, as the rows are, so a like on any screen moves it.
@MainActor @Observable
final class UserInfoViewModel {
    /// What the header shows; nil until the first admitted answer, so a view that reads it before renders nothing.
    private(set) var state: UserInfoState?

    @ObservationIgnored private let store: BlogStore
    @ObservationIgnored private let api: any ProfileAPI
    @ObservationIgnored private let userID: Int
    @ObservationIgnored private var userRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int, store: BlogStore) {
        self.store = store
        self.api = api
        self.userID = userID
    }

    /// The likes of the held blogs as shown, summed; nil until a blogs answer succeeds, so the header has no total. A
    /// view that reads it tracks every held blog's record: a like on any screen moves it.
    var likesTotal: Int? {
        guard store.holdsBlogs else { return nil }
        return store.records.reduce(0) { $0 + $1.shown.shownBlog.likeCount }
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
