// Worker of the blogs, shared by the BlogList and BlogDetail interactors through the Binder's services: the server's
// copies, the likes in flight, the answer order, the like's rules. Owns the API and that state; references its
// observers (the interactors) weakly.
import ProfileKit

/// What the blogs worker tells each interactor that observes it (worker ⇢ interactor, weak), through one pipe, as
/// the article's layers talk.
@MainActor
protocol BlogsWorkerObserver: AnyObject {
    func blogsWorker(didPublish event: BlogsWorker.Event)
}

/// The scene's one source of truth for the blogs. Article 000's interactor does "data requests and some business
/// logic" itself; two interactors show the same blogs here (the list and an open detail), so they share this worker —
/// the name Clean Swift, the VIP heir, gives an interactor's helper — and each hears every change.
///
/// It stores the server's copy of each blog and, apart, the ids of the likes in flight; what a screen shows is computed
/// (`shownBlog(id:)`). It knows no module, no row and no string the user reads.
@MainActor
final class BlogsWorker {
    /// What changed, as observers hear it.
    enum Event {
        /// A blogs answer was admitted: the held blogs, in order, each as shown.
        case loaded([Blog])
        /// A blogs answer was admitted and it is an error; the blogs held before are kept (they still answer likes).
        case failedToLoad(APIError)
        /// A held blog may show something new (a like sent or answered): how it shows now.
        case changed(Blog)
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

    private struct WeakObserver {
        weak var observer: (any BlogsWorkerObserver)?
    }

    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last accepted.
    private var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []
    /// Numbers the blogs requests, so an older answer delivered late cannot replace a newer one.
    private var blogRequests = RequestSequence()
    private var observers: [WeakObserver] = []

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    /// `observer` hears every event from now on, for as long as it lives (held weakly: nothing to remove).
    func addObserver(_ observer: any BlogsWorkerObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    /// The blog as the screens show it: the server's copy with a like in flight on top; nil when not held.
    func shownBlog(id: Int) -> Blog? {
        blogs.index(id: id).map { shownBlog(blogs[$0]) }
    }

    /// The held blogs in the order of the answer that brought them, each as shown.
    var shownBlogs: [Blog] {
        blogs.map(shownBlog(_:))
    }

    func loadBlogs() {
        let ticket = blogRequests.next()
        // Weak: an answer arriving after the scene is gone finds nobody and does nothing.
        api.fetchBlogs(userID: userID) { [weak self] in self?.didFetchBlogs($0, ticket: ticket) }
    }

    /// Likes the blog unless it is liked, its like is in flight or it is no longer held; every observer hears of the
    /// optimistic like at once, before the request is sent.
    func likeBlog(id: Int) -> LikeRequest {
        guard let index = blogs.index(id: id) else { return .notHeld }
        guard !blogs[index].isLiked, !pendingLikeIDs.contains(id) else { return .alreadyLiked }
        pendingLikeIDs.insert(id)
        publish(.changed(shownBlog(blogs[index])))
        api.likeBlog(id: id) { [weak self] in self?.didAnswerLike($0, blogID: id) }
        return .sent
    }

    // MARK: Answers

    private func didFetchBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            // The answer's members and order; a blog held in a newer version keeps the held copy.
            blogs = IdentifiedArray(fresh.map { blog in
                blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog
            })
            publish(.loaded(blogs.map(shownBlog(_:))))
        case .failure(let error):
            publish(.failedToLoad(error))
        }
    }

    /// Drops the overlay — that alone is the rollback — and keeps the newer server copy, the blog found by id.
    private func didAnswerLike(_ result: Result<Blog, APIError>, blogID: Int) {
        pendingLikeIDs.remove(blogID)
        if case .failure(let error) = result { publish(.likeFailed(error)) }
        guard let index = blogs.index(id: blogID) else { return }
        if case .success(let serverBlog) = result { blogs[index] = blogs[index].newerCopy(serverBlog) }
        publish(.changed(shownBlog(blogs[index])))
    }

    private func shownBlog(_ blog: Blog) -> Blog {
        blog.mergingPendingLike(isPending: pendingLikeIDs.contains(blog.id))
    }

    private func publish(_ event: Event) {
        for entry in observers {
            entry.observer?.blogsWorker(didPublish: event)
        }
    }
}
