// DataManager of the blogs, shared by the BlogList and BlogDetail interactors: server copies, likes in flight, answer
// order. Owns the API and that state; references its outputs (the interactors, the UserInfo one for the likes total)
// weakly.
import ProfileKit

/// What the blogs data manager tells every interactor that listens (data manager ⇢ interactor, weak).
@MainActor
protocol BlogsDataManagerOutput: AnyObject {
    /// A blogs answer was admitted: `blogs` are the held blogs, in order, each as shown.
    func blogsDidLoad(_ blogs: [Blog])
    /// A blogs answer was admitted and it is an error; the blogs held before are kept.
    func blogsDidFailToLoad(_ error: APIError)
    /// A held blog may show something new (a like sent or answered): `blog` is how it shows now.
    func blogDidChange(_ blog: Blog)
    /// A like failed, whichever module sent it: the scene shows its error once.
    func likeDidFail(_ error: APIError)
}

/// What the blogs data manager tells the interactor of the module that shows the likes total (data manager ⇢
/// interactor, weak).
@MainActor
protocol BlogsLikesTotalOutput: AnyObject {
    /// The held blogs or the likes in flight may have changed: `total` is the sum of their likes, each as shown.
    func likesTotalDidChange(_ total: Int)
}

/// The scene's one source of truth for the blogs, as article 004's VIPER keeps data in a DataManager layer: every
/// module that shows a blog reads it here and hears of its changes, so the list and an open detail never disagree.
///
/// It stores the server's copy of each blog and, apart, the ids of the likes in flight; what a screen shows is
/// computed (`shownBlog(id:)`). It knows no module, no row and no string the user reads.
@MainActor
final class BlogsDataManager {
    /// What a like request became.
    enum LikeRequest: Equatable {
        case sent
        /// The blog is liked, or its like is in flight: nothing was sent.
        case alreadyLiked
        /// The blog is no longer held (a blogs answer dropped it): nothing was sent.
        case notHeld
    }

    private struct Listener {
        weak var output: (any BlogsDataManagerOutput)?
    }

    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last accepted. Kept when a later load fails: they still answer likes.
    private var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []
    /// Numbers the blogs requests, so an older answer delivered late cannot replace a newer one.
    private var blogRequests = RequestSequence()
    private var listeners: [Listener] = []
    /// Set by `ProfileAssembly`; weak, as the listeners are: the module that shows the total owns its interactor.
    weak var likesTotalOutput: (any BlogsLikesTotalOutput)?

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    /// `output` hears every change from now on, for as long as it lives (held weakly: nothing to remove).
    func addOutput(_ output: any BlogsDataManagerOutput) {
        listeners.removeAll { $0.output == nil }
        listeners.append(Listener(output: output))
    }

    /// The blog as the screens show it: the server's copy with a like in flight on top; nil when not held.
    func shownBlog(id: Int) -> Blog? {
        blogs.index(id: id).map { shownBlog(blogs[$0]) }
    }

    func loadBlogs() {
        let ticket = blogRequests.next()
        // Weak: an answer arriving after the scene is gone finds nobody and does nothing.
        api.fetchBlogs(userID: userID) { [weak self] in self?.didFetchBlogs($0, ticket: ticket) }
    }

    /// Likes the blog unless it is liked, its like is in flight or it is no longer held; every listener hears of the
    /// optimistic like at once, before the request is sent.
    func likeBlog(id: Int) -> LikeRequest {
        guard let index = blogs.index(id: id) else { return .notHeld }
        guard !blogs[index].isLiked, !pendingLikeIDs.contains(id) else { return .alreadyLiked }
        pendingLikeIDs.insert(id)
        notify { $0.blogDidChange(shownBlog(blogs[index])) }
        reportLikesTotal()
        api.likeBlog(id: id) { [weak self] in self?.didAnswerLike($0, blogID: id) }
        return .sent
    }

    // MARK: Answers

    private func didFetchBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            // The answer's members and order; a blog held in a newer version (a like confirmed since the server
            // answered this request) keeps the held copy.
            blogs = IdentifiedArray(fresh.map { blog in
                blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog
            })
            let shown = blogs.map(shownBlog(_:))
            notify { $0.blogsDidLoad(shown) }
            reportLikesTotal()
        case .failure(let error):
            notify { $0.blogsDidFailToLoad(error) }
        }
    }

    /// Drops the overlay — that alone is the rollback — and keeps the newer server copy. The blog is looked up by
    /// id: a refresh may have moved or removed it while the request was out.
    private func didAnswerLike(_ result: Result<Blog, APIError>, blogID: Int) {
        defer { reportLikesTotal() }  // last, whether or not the blog is still held
        pendingLikeIDs.remove(blogID)
        if case .failure(let error) = result { notify { $0.likeDidFail(error) } }
        guard let index = blogs.index(id: blogID) else { return }
        if case .success(let serverBlog) = result { blogs[index] = blogs[index].newerCopy(serverBlog) }
        notify { $0.blogDidChange(shownBlog(blogs[index])) }
    }

    private func shownBlog(_ blog: Blog) -> Blog {
        blog.mergingPendingLike(isPending: pendingLikeIDs.contains(blog.id))
    }

    /// Once per change of the blogs or of the likes in flight, after the listeners heard of it.
    private func reportLikesTotal() {
        likesTotalOutput?.likesTotalDidChange(blogs.reduce(0) { $0 + shownBlog($1).likeCount })
    }

    private func notify(_ message: (any BlogsDataManagerOutput) -> Void) {
        for listener in listeners {
            if let output = listener.output { message(output) }
        }
    }
}
