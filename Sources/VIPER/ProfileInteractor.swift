// Interactor: the profile's use cases — loading and the like rules (optimistic update, rollback, pending set).
// Owns the API strongly (interactor → API); references its presenter weakly (interactor ⇢ output).
import ProfileKit

/// Loads the profile and likes blogs, reporting every outcome to its output.
///
/// It keeps the one authoritative copy of the blogs and the ids whose like is in flight, because the
/// like rules need both. It knows no view, no presenter type and no string the user reads.
@MainActor
final class ProfileInteractor {
    /// Set by `ProfileAssembly` once the presenter exists; weak, so the presenter's ownership of this
    /// interactor is no cycle. Nil means the module is gone: results are then dropped.
    weak var output: (any ProfileInteractorOutput)?

    private let api: any ProfileAPI
    private let userID: Int
    private var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }
}

// MARK: - ProfileInteractorInput

extension ProfileInteractor: ProfileInteractorInput {
    func loadProfile() {
        // Each completion captures the interactor weakly: a response arriving after the module is gone is dropped.
        api.fetchUser(id: userID) { [weak self] in self?.receiveUser($0) }
        api.fetchBlogs(userID: userID) { [weak self] in self?.receiveBlogs($0) }
        api.fetchDrafts(userID: userID) { [weak self] in self?.receiveDrafts($0) }
    }

    func likeBlog(id: Int) {
        guard let index = blogs.index(id: id) else { return }
        guard !blogs[index].isLiked, !pendingLikeIDs.contains(id) else {
            output?.didFindBlogAlreadyLiked(blogs[index])
            return
        }
        pendingLikeIDs.insert(id)
        blogs[index] = blogs[index].applyingOptimisticLike()
        output?.didStartLikingBlog(blogs[index])
        api.likeBlog(id: id) { [weak self] in self?.receiveLike($0, forBlogWithID: id) }
    }
}

// MARK: - Responses

private extension ProfileInteractor {
    func receiveUser(_ result: Result<User, APIError>) {
        switch result {
        case .success(let user): output?.didLoadUser(user)
        case .failure(let error): output?.didFailToLoadUser(error)
        }
    }

    func receiveBlogs(_ result: Result<[Blog], APIError>) {
        switch result {
        case .success(let fresh):
            // The server does not know about likes still in flight: keep them shown until they answer.
            blogs = IdentifiedArray(fresh.map { $0.mergingPendingLike(isPending: pendingLikeIDs.contains($0.id)) })
            output?.didLoadBlogs(blogs.elements)
        case .failure(let error):
            output?.didFailToLoadBlogs(error)
        }
    }

    func receiveDrafts(_ result: Result<[Draft], APIError>) {
        switch result {
        case .success(let drafts): output?.didLoadDrafts(drafts)
        case .failure(let error): output?.didFailToLoadDrafts(error)
        }
    }

    func receiveLike(_ result: Result<Blog, APIError>, forBlogWithID id: Int) {
        pendingLikeIDs.remove(id)
        // Look the blog up again by id: a refresh may have moved or removed it while the request was out.
        let index = blogs.index(id: id)
        switch result {
        case .success(let serverBlog):
            guard let index else { return }
            blogs[index] = serverBlog
            output?.didLikeBlog(serverBlog)
        case .failure(let error):
            var rolledBack: Blog?
            if let index {
                blogs[index] = blogs[index].revertingOptimisticLike()
                rolledBack = blogs[index]
            }
            output?.didFailToLikeBlog(rolledBack, error: error)
        }
    }
}
