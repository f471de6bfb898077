// The blog list's controller (a child MVC): owns the blogs, the pending likes, its section view (table and error) and
// the model strongly; the table holds it weakly as data source and delegate, and cells and pending
// completions capture it weakly.
import ProfileKit

/// Fetches the blogs, shows them in a table, pushes a blog's detail, and runs the like.
///
/// In MVC the like's business logic lives here, next to the table it updates: the already-liked check,
/// the optimistic update, the pending set and the rollback. That is the pattern's cost the source article
/// names — the logic changes the model but can only be reached through this controller's cells.
@MainActor
final class BlogListViewController: ViewController {
    private let model: ProfileModel
    /// Blogs as shown, pending likes merged in. Kept when a reload fails, though not shown.
    private var blogs = IdentifiedArray<Blog>()
    private var pendingLikeIDs: Set<Int> = []
    private lazy var section = TableSectionView.blogs()
    private var tableView: TableView { section.tableView }

    init(model: ProfileModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        tableView.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        setView(section)
    }

    /// Asks the model for the blogs; the section changes only when the answer arrives.
    func loadBlogs() {
        model.loadBlogs { [weak self] result in
            self?.didLoadBlogs(result)
        }
    }

    // MARK: Like

    private func didTapLike(blogID: Int) {
        guard let row = row(ofBlog: blogID) else { return }
        guard !blogs[row].isLiked, !pendingLikeIDs.contains(blogID) else {
            showToast(ProfileText.alreadyLiked)
            return
        }
        pendingLikeIDs.insert(blogID)
        blogs[row] = blogs[row].applyingOptimisticLike()
        tableView.reloadRows(at: [row])
        model.likeBlog(id: blogID) { [weak self] result in
            self?.didLikeBlog(id: blogID, result: result)
        }
    }

    private func didLikeBlog(id blogID: Int, result: Result<Blog, APIError>) {
        pendingLikeIDs.remove(blogID)
        switch result {
        case .success(let serverBlog):
            replaceBlog(id: blogID) { _ in serverBlog }
        case .failure(let error):
            replaceBlog(id: blogID) { $0.revertingOptimisticLike() }
            showToast(error.message)
        }
    }

    // MARK: Private

    private func didLoadBlogs(_ result: Result<[Blog], APIError>) {
        switch result {
        case .success(let loadedBlogs):
            blogs = IdentifiedArray(loadedBlogs.map { $0.mergingPendingLike(isPending: pendingLikeIDs.contains($0.id)) })
            section.showTable()
        case .failure(let error):
            section.showError(ProfileText.sectionError(.blogs, error))
        }
    }

    /// Looks the blog up by id: between a tap and its response the rows may have moved or been reloaded.
    private func row(ofBlog blogID: Int) -> Int? {
        blogs.index(id: blogID)
    }

    /// Replaces a blog that is still listed and refreshes only the row showing it, never a kept cell.
    private func replaceBlog(id blogID: Int, with change: (Blog) -> Blog) {
        guard let row = row(ofBlog: blogID) else { return }
        blogs[row] = change(blogs[row])
        tableView.reloadRows(at: [row])
    }
}

extension BlogListViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        blogs.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let blog = blogs[row]
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        cell.title = blog.title
        cell.summary = blog.summary
        cell.likeTitle = ProfileText.likeTitle(blog.likeCount)
        cell.isLiked = blog.isLiked
        cell.shareText = ProfileText.shareText(blog.shareCount)
        // The cell is reused for other blogs: the closure names the blog by id and is replaced on every reuse.
        cell.didTapLike = { [weak self, blogID = blog.id] in
            self?.didTapLike(blogID: blogID)
        }
        return cell
    }
}

extension BlogListViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard blogs.indices.contains(row) else { return }
        navigationController?.pushViewController(BlogDetailViewController(blog: blogs[row]))
    }
}
