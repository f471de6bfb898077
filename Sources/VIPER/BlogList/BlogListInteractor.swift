// Interactor of the BlogList module: the blogs' entities and the like rules. Owns the API, the server's copies, the
// pending likes and the request sequence strongly (interactor → API); references its presenter weakly (⇢ output).
import ProfileKit

/// Loads the blogs and likes them, keeping the server's copies and reporting each blog as its row shows it.
///
/// It stores the server's copy of each blog and, apart, the ids of the likes in flight; it never stores a
/// guessed copy. What a row shows is computed (`shownBlog`): the rollback of a failed like is only dropping
/// its id. It knows no view, no row number and no string the user reads.
@MainActor
final class BlogListInteractor {
    /// Set by `ProfileAssembly` once the presenter exists; weak because the presenter owns this interactor.
    weak var output: (any BlogListInteractorOutput)?

    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last accepted. Kept when a later load fails: they still answer likes.
    private var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var blogRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    /// The blog as its row shows it: the server's copy, with a like in flight on top.
    private func shownBlog(_ blog: Blog) -> Blog {
        blog.mergingPendingLike(isPending: pendingLikeIDs.contains(blog.id))
    }

    private func didFetchBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            // The answer's members and order; a blog held in a newer version (a like confirmed since the server
            // answered this request) keeps the held copy.
            blogs = IdentifiedArray(fresh.map { blog in
                blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog
            })
            output?.didLoadBlogs(blogs.map(shownBlog(_:)))
        case .failure(let error):
            output?.didFailToLoadBlogs(error)
        }
    }

    /// Drops the overlay — that alone is the rollback — and keeps the newer server copy. The blog is looked up by
    /// id: a refresh may have moved or removed it while the request was out.
    private func didAnswerLike(_ result: Result<Blog, APIError>, blogID: Int) {
        pendingLikeIDs.remove(blogID)
        let index = blogs.index(id: blogID)
        switch result {
        case .success(let serverBlog):
            guard let index else { return }
            blogs[index] = blogs[index].newerCopy(serverBlog)
            output?.didLikeBlog(shownBlog(blogs[index]))
        case .failure(let error):
            output?.didFailToLikeBlog(index.map { shownBlog(blogs[$0]) }, error: error)
        }
    }
}

// MARK: - BlogListInteractorInput

extension BlogListInteractor: BlogListInteractorInput {
    func loadBlogs() {
        let ticket = blogRequests.next()
        // Weak: an answer arriving after the module is gone finds nobody and does nothing.
        api.fetchBlogs(userID: userID) { [weak self] in self?.didFetchBlogs($0, ticket: ticket) }
    }

    func likeBlog(id: Int) {
        guard let index = blogs.index(id: id) else { return }
        guard !blogs[index].isLiked, !pendingLikeIDs.contains(id) else {
            output?.didFindBlogAlreadyLiked()
            return
        }
        pendingLikeIDs.insert(id)
        output?.didStartLikingBlog(shownBlog(blogs[index]))
        api.likeBlog(id: id) { [weak self] in self?.didAnswerLike($0, blogID: id) }
    }

    func shownBlog(id: Int) -> Blog? {
        blogs.index(id: id).map { shownBlog(blogs[$0]) }
    }
}
