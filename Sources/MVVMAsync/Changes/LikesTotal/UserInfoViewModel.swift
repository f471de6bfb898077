// View model of the header ("user info") section: loads the user and publishes what the header shows, the likes total
// included. Owns its states, its request sequence and its tasks; references the API and the blog store strongly; binds
// to the store capturing itself weakly; knows no view.
import ProfileKit

/// The header's state and behaviour, testable with a mock API and no view: call `loadUser()`, observe `state`; the
/// likes total follows the blog store, as the list's rows do, so a like on any screen moves it.
@MainActor
final class UserInfoViewModel {
    /// What the header shows; nil until the first admitted answer, so a view bound before then renders nothing.
    let state = Dynamic<UserInfoState?>(nil)
    /// The likes of the held blogs as shown, summed; nil until a blogs answer succeeds, so the header has no total.
    let likesTotal = Dynamic<Int?>(nil)

    private let api: any ProfileAPI
    private let userID: Int
    private let store: BlogStore
    private var userRequests = RequestSequence()
    /// The loads in flight, cancelled when this view model goes (the scene torn down).
    private let tasks = TaskBag()

    init(api: any ProfileAPI, userID: Int, store: BlogStore) {
        self.api = api
        self.userID = userID
        self.store = store
        // Bound for life: the store lives as long as this view model, or longer only while a detail is open.
        store.changes.bind { [weak self] change in
            if let change { self?.storeDidChange(change.kind) }
        }
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

    /// A blogs answer that succeeded or a like sent or answered may move the total; a failed answer keeps the blogs,
    /// and so the total. The view hears of it only if it changed.
    private func storeDidChange(_ change: BlogStore.Change.Kind) {
        switch change {
        case .blogs(_, error: nil), .blog:
            likesTotal.value = store.blogs.indices.reduce(0) { $0 + store.shownBlog(at: $1).likeCount }
        case .blogs, .likeFailed:
            break
        }
    }
}
