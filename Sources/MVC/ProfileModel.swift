// Model layer of the MVC scene: the user's remote data and the blogs every screen shows, with the like's rules. Owns
// its API client, that state and its observers' handlers; knows no controller — answers by completion and notification.
import ProfileKit

/// The M of the scene's small MVCs: fetches the user and the drafts for the controllers that ask, and keeps the blogs
/// — the business model the blog list and a blog's detail both show — with the like's rules.
///
/// "The controller calls the model; the model sends the result as a notification to the controllers, which update
/// their views" (the source article, on the correct M): every controller that shows a blog observes this model, so
/// a like made on a detail shows on the list and an answer landing under a detail updates it. The API delivers
/// completions on the main actor, maybe after the asking controller is gone, so callers capture themselves weakly,
/// and an observer is removed when its controller goes.
@MainActor
final class ProfileModel {
    /// What the model tells its observers.
    enum Change {
        /// A blogs answer was admitted: the held blogs are the answer's, or it failed with `error` (they are kept).
        case blogsLoaded(error: APIError?)
        /// The held blog with `id` may show something new (a like sent or answered); it showed `shownBefore`.
        case blogChanged(id: Int, shownBefore: Blog)
        /// A like failed, whichever screen sent it.
        case likeFailed(APIError)
    }

    /// What a like request became.
    enum LikeRequest: Equatable {
        case sent
        /// The blog is liked, or its like is in flight: nothing was sent.
        case alreadyLiked
        /// The blog is no longer held (a blogs answer dropped it): nothing was sent.
        case notHeld
    }

    /// The handle of one observer, to remove it (`removeObserver(_:)`), as NotificationCenter's token.
    struct ObserverToken: Hashable {
        fileprivate let id: Int
    }

    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last accepted; a like in flight is shown on top (`shownBlog(at:)`), never stored.
    /// Kept when a later load fails: they still answer likes.
    private(set) var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []
    /// Numbers the blogs requests, so an older answer delivered late cannot replace a newer one.
    private var blogRequests = RequestSequence()
    private var observers: [(token: ObserverToken, handle: @MainActor (Change) -> Void)] = []
    private var lastObserverID = 0

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    // MARK: Observers

    /// Calls `handler` with every change from now on, until `removeObserver(_:)`. The model owns the handler:
    /// capture the observing controller weakly, and remove it when the controller goes.
    func addObserver(_ handler: @escaping @MainActor (Change) -> Void) -> ObserverToken {
        lastObserverID += 1
        let token = ObserverToken(id: lastObserverID)
        observers.append((token, handler))
        return token
    }

    func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.token == token }
    }

    // MARK: Requests

    func loadUser(completion: @escaping @MainActor (Result<User, APIError>) -> Void) {
        api.fetchUser(id: userID, completion: completion)
    }

    /// Loads the blogs; the observers hear of the answer if it is admitted.
    func loadBlogs() {
        let ticket = blogRequests.next()
        api.fetchBlogs(userID: userID) { [weak self] result in self?.didLoadBlogs(result, ticket: ticket) }
    }

    func loadDrafts(completion: @escaping @MainActor (Result<[Draft], APIError>) -> Void) {
        api.fetchDrafts(userID: userID, completion: completion)
    }

    /// Creates a draft on the server; succeeds with the server's copy of it.
    func createDraft(title: String, completion: @escaping @MainActor (Result<Draft, APIError>) -> Void) {
        api.createDraft(title: title, completion: completion)
    }

    /// Likes the blog unless it is liked, its like is in flight or it is no longer held; the observers hear of the
    /// optimistic like at once, before the request is sent.
    func likeBlog(id: Int) -> LikeRequest {
        guard let index = blogs.index(id: id) else { return .notHeld }
        guard !blogs[index].isLiked, !pendingLikeIDs.contains(id) else { return .alreadyLiked }
        let shownBefore = shownBlog(at: index)
        pendingLikeIDs.insert(id)
        post(.blogChanged(id: id, shownBefore: shownBefore))
        api.likeBlog(id: id) { [weak self] result in self?.didLikeBlog(id: id, result: result) }
        return .sent
    }

    /// The blog at `index` of `blogs` as the screens show it: the server's copy, with a like in flight on top.
    func shownBlog(at index: Int) -> Blog {
        blogs[index].mergingPendingLike(isPending: pendingLikeIDs.contains(blogs[index].id))
    }

    /// The blog with `id` as the screens show it; nil when it is not held.
    func shownBlog(id: Int) -> Blog? {
        blogs.index(id: id).map(shownBlog(at:))
    }

    // MARK: Answers

    private func didLoadBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            // The answer's members and order; a blog held in a newer version (a like confirmed since the server
            // answered this request) keeps the held copy.
            blogs = IdentifiedArray(fresh.map { blog in blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog })
            post(.blogsLoaded(error: nil))
        case .failure(let error):
            post(.blogsLoaded(error: error))
        }
    }

    /// Drops the overlay (that alone is the rollback) and keeps the newer server copy. The blog is looked up by id:
    /// a refresh may have moved or removed it.
    private func didLikeBlog(id: Int, result: Result<Blog, APIError>) {
        let shownBefore = shownBlog(id: id)
        pendingLikeIDs.remove(id)
        if case .failure(let error) = result { post(.likeFailed(error)) }
        guard let index = blogs.index(id: id), let shownBefore else { return }
        if case .success(let serverBlog) = result { blogs[index] = blogs[index].newerCopy(serverBlog) }
        post(.blogChanged(id: id, shownBefore: shownBefore))
    }

    private func post(_ change: Change) {
        for observer in observers { observer.handle(change) }
    }
}
