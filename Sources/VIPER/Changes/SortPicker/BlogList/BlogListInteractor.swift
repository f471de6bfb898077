// Interactor of the BlogList module: the blogs' use cases over the shared blogs data manager. Owns that data manager;
// references its presenter weakly (⇢ output); the data manager, whose changes it reports, references it weakly.
import ProfileKit

/// Loads the blogs and likes them through the data manager, and reports every change of the blogs to its presenter,
/// whichever module made it: a like sent from a blog's detail shows on its row too.
///
/// It keeps no blog: the server's copies and the likes in flight are the data manager's, shared with the detail. It
/// knows no view, no row number and no string the user reads.
@MainActor
final class BlogListInteractor {
    /// Set by `ProfileAssembly` once the presenter exists; weak because the presenter owns this interactor.
    weak var output: (any BlogListInteractorOutput)?

    private let dataManager: BlogsDataManager

    init(dataManager: BlogsDataManager) {
        self.dataManager = dataManager
    }
}

// MARK: - BlogListInteractorInput

extension BlogListInteractor: BlogListInteractorInput {
    func loadBlogs() {
        dataManager.loadBlogs()
    }

    func likeBlog(id: Int) {
        if dataManager.likeBlog(id: id) == .alreadyLiked { output?.didFindBlogAlreadyLiked() }
    }

    func shownBlogs() -> [Blog] {
        dataManager.shownBlogs()
    }
}

// MARK: - BlogsDataManagerOutput

extension BlogListInteractor: BlogsDataManagerOutput {
    func blogsDidLoad(_ blogs: [Blog]) { output?.didLoadBlogs(blogs) }

    func blogsDidFailToLoad(_ error: APIError) { output?.didFailToLoadBlogs(error) }

    func blogDidChange(_ blog: Blog) { output?.didChangeBlog(blog) }

    /// The list reports every failed like: it lives as long as the scene, a detail may be gone when the answer comes.
    func likeDidFail(_ error: APIError) { output?.didFailToLikeBlog(error) }
}
