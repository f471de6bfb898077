// Model of the blogs every view model shows: server copies, likes and unlikes in flight, answer order, the like's
// rules. Owns that state, the API and the tasks its requests run in; view models bind to its `changes`, capturing
// themselves weakly; knows no view.
import ProfileKit

/// The scene's one source of truth for the blogs: the list's view model and an open detail's view model both bind to
/// its changes, so a like made on either screen shows on both, in every order of answers.
///
/// It stores the server's copy of each blog and, apart, the ids of the likes and unlikes in flight; what a screen shows
/// is computed (`shownBlog(id:)`). Each change is published on `changes`, numbered so that two alike in a row are
/// still two deliveries (a `Dynamic` delivers only changes).
@MainActor
final class BlogStore {
    /// One change of the store, numbered.
    struct Change: Equatable {
        enum Kind: Equatable {
            /// A blogs answer was admitted (`ticket`): the held blogs are the answer's, or it failed with `error`.
            case blogs(ticket: Int, error: APIError?)
            /// The blog with this id may show something new (a like or unlike sent or answered).
            case blog(id: Int)
            /// A like or unlike failed, whichever screen sent it.
            case likeFailed(APIError)
        }

        let serial: Int
        let kind: Kind
    }

    /// What a like request became.
    enum LikeRequest: Equatable {
        /// A like, or an unlike for a liked blog.
        case sent
        /// The blog's like is in flight: nothing was sent.
        case alreadyLiked
        /// The blog's unlike is in flight: nothing was sent.
        case alreadyUnliked
        /// The blog is no longer held (a blogs answer dropped it): nothing was sent.
        case notHeld
    }

    /// The latest change; nil until the first. View models bind to hear each one.
    let changes = Dynamic<Change?>(nil)

    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last accepted; a like or unlike in flight is shown on top, never stored. Kept when a
    /// later load fails: they still answer likes.
    private(set) var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []
    private var pendingUnlikeIDs: Set<Int> = []
    private var blogRequests = RequestSequence()
    private var lastSerial = 0
    /// The loads and likes in flight, whichever screen sent them: they outlive a closed detail (its like still lands
    /// on the list) and are cancelled when the store goes, with the scene.
    private let tasks = TaskBag()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    /// The blog at `index` of `blogs` as the screens show it: the server's copy with a like or an unlike in flight on
    /// top.
    func shownBlog(at index: Int) -> Blog {
        blogs[index].mergingPendingLike(isPending: pendingLikeIDs.contains(blogs[index].id))
            .mergingPendingUnlike(isPending: pendingUnlikeIDs.contains(blogs[index].id))
    }

    /// The blog with `id` as the screens show it; nil when it is not held.
    func shownBlog(id: Int) -> Blog? {
        blogs.index(id: id).map(shownBlog(at:))
    }

    func loadBlogs() {
        let ticket = blogRequests.next()
        tasks.start { [weak self, api, userID] in
            do {
                let blogs = try await api.fetchBlogs(userID: userID)
                self?.didLoadBlogs(.success(blogs), ticket: ticket)
            } catch let error as APIError {
                self?.didLoadBlogs(.failure(error), ticket: ticket)
            } catch {
                // Cancelled: the store is gone, and its answer with it.
            }
        }
    }

    /// The like command of every screen: a blog whose like or unlike is in flight gets no second request; a blog
    /// liked as shown is unliked, any other liked.
    func likeBlog(id: Int) -> LikeRequest {
        guard let index = blogs.index(id: id) else { return .notHeld }
        guard !pendingLikeIDs.contains(id) else { return .alreadyLiked }
        guard !pendingUnlikeIDs.contains(id) else { return .alreadyUnliked }
        let unliking = shownBlog(at: index).isLiked
        let pending: ReferenceWritableKeyPath<BlogStore, Set<Int>> = unliking ? \.pendingUnlikeIDs : \.pendingLikeIDs
        self[keyPath: pending].insert(id)
        publish(.blog(id: id))
        // The optimistic update is shown; the task sends the request now (`Task.immediate`) and applies its answer.
        tasks.start { [weak self, api] in
            do {
                let blog = try await unliking ? api.unlikeBlog(id: id) : api.likeBlog(id: id)
                self?.didLikeBlog(id: id, .success(blog), pending: pending)
            } catch let error as APIError {
                self?.didLikeBlog(id: id, .failure(error), pending: pending)
            } catch {
                // Cancelled: the store is gone, and its answer with it.
            }
        }
        return .sent
    }

    // MARK: Answers

    private func didLoadBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            blogs = IdentifiedArray(fresh.map { blog in blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog })
            publish(.blogs(ticket: ticket, error: nil))
        case .failure(let error):
            publish(.blogs(ticket: ticket, error: error))
        }
    }

    /// A like's or an unlike's answer: drops its overlay from `pending` (that alone is the rollback) and keeps the
    /// newer server copy of a blog still held.
    private func didLikeBlog(
        id: Int, _ result: Result<Blog, APIError>, pending: ReferenceWritableKeyPath<BlogStore, Set<Int>>
    ) {
        self[keyPath: pending].remove(id)
        if case .failure(let error) = result { publish(.likeFailed(error)) }
        guard let index = blogs.index(id: id) else { return }
        if case .success(let serverBlog) = result { blogs[index] = blogs[index].newerCopy(serverBlog) }
        publish(.blog(id: id))
    }

    private func publish(_ kind: Change.Kind) {
        lastSerial += 1
        changes.value = Change(serial: lastSerial, kind: kind)
    }
}
