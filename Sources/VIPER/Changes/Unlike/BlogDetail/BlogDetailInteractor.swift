// Interactor of the BlogDetail module: the detail's use cases over the shared blogs data manager. Owns that data
// manager strongly; references its presenter weakly (⇢ output), and is referenced weakly by the data manager.
import ProfileKit

/// Reads the blog, likes it and takes the like back through the data manager the BlogList module shares, and reports
/// every change of the blogs to its presenter: a like answered for the list shows on the detail too.
@MainActor
final class BlogDetailInteractor {
    /// Set by `BlogDetailAssembly` once the presenter exists; weak because the presenter owns this interactor.
    weak var output: (any BlogDetailInteractorOutput)?

    private let dataManager: BlogsDataManager

    init(dataManager: BlogsDataManager) {
        self.dataManager = dataManager
    }
}

// MARK: - BlogDetailInteractorInput

extension BlogDetailInteractor: BlogDetailInteractorInput {
    func shownBlog(id: Int) -> Blog? {
        dataManager.shownBlog(id: id)
    }

    func likeBlog(id: Int) {
        switch dataManager.likeBlog(id: id) {
        case .alreadyLiked: output?.didFindBlogAlreadyLiked()
        case .alreadyUnliked: output?.didFindBlogAlreadyUnliked()
        case .sent, .notHeld: break
        }
    }
}

// MARK: - BlogsDataManagerOutput

extension BlogDetailInteractor: BlogsDataManagerOutput {
    func blogsDidLoad(_ blogs: [Blog]) { output?.didReloadBlogs() }

    func blogsDidFailToLoad(_ error: APIError) {}

    func blogDidChange(_ blog: Blog) { output?.didChangeBlog(blog) }

    /// The list shows a failed like's or unlike's toast: it lives as long as the scene.
    func likeDidFail(_ error: APIError) {}
}
