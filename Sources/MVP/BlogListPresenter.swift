// The blogs section's presenter: loads the blogs, keeps one row presenter per blog, and opens a blog's detail.
// Owns its row presenters and the API reference; references its view and the navigator weakly.
import ProfileKit

/// Turns the blogs response into row presenters and section states for a passive `BlogListView`.
@MainActor
final class BlogListPresenter {
    weak var view: (any BlogListView)?
    weak var navigator: (any ProfileNavigator)?
    /// One per row, in row order. Kept when a load fails: the rows stay in memory, hidden behind the error.
    private(set) var cellPresenters: [BlogCellPresenter] = []

    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    var numberOfBlogs: Int { cellPresenters.count }

    /// The presenter a cell binds to while it shows `row`.
    func cellPresenter(at row: Int) -> BlogCellPresenter {
        cellPresenters[row]
    }

    // MARK: Events

    /// Opens the blog as the row shows it now, optimistic like included.
    func didSelectBlog(at row: Int) {
        guard cellPresenters.indices.contains(row) else { return }
        navigator?.openBlogDetail(for: cellPresenters[row].blog)
    }

    // MARK: Requests

    func loadBlogs() {
        api.fetchBlogs(userID: userID) { [weak self] result in
            self?.didLoadBlogs(result)
        }
    }

    private func didLoadBlogs(_ result: Result<[Blog], APIError>) {
        switch result {
        case .success(let blogs):
            cellPresenters = reconciledCellPresenters(for: blogs)
            view?.displayBlogs()
        case .failure(let error):
            view?.displayBlogsError(ProfileText.sectionError(.blogs, error))
        }
    }

    /// Keeps the presenter of every blog id that is still listed, so a like in flight survives a refresh:
    /// its row stays optimistic, and its response reaches the row wherever the blog moved.
    private func reconciledCellPresenters(for blogs: [Blog]) -> [BlogCellPresenter] {
        var presentersByID = Dictionary(
            cellPresenters.map { ($0.blog.id, $0) }, uniquingKeysWith: { first, _ in first })
        return blogs.map { blog in
            if let presenter = presentersByID.removeValue(forKey: blog.id) {
                presenter.update(with: blog)
                return presenter
            }
            return BlogCellPresenter(blog: blog, api: api, toastView: view)
        }
    }
}
