// The blog list's controller (a child MVC): owns the blogs' server copies, their order, pending likes, request order,
// its section view and the model; the table, cells' closures, completions, an open detail and a presented sort screen
// (whose delegate it is) reference it weakly.
import ProfileKit

/// Fetches the blogs, shows them in a table, pushes a blog's detail, and runs the like — for the detail too.
///
/// In MVC the like's business logic lives here, next to the table it updates: the already-liked check, the
/// pending set, keeping the server's copy, ordering answers and the rollback. Article 004 of the source series
/// puts it here in its MVC demo too, and names the cost as MVC's weakness: the logic decides what the model
/// holds, yet can be reached only through this controller's loaded table and its cells.
///
/// The detail it pushes keeps only the blog as it last showed it: it is a controller whose delegate this one is (Cocoa's way for controllers to
/// talk), so its like comes here, and this controller shows it every change of its blog. The sort screen it presents
/// is a controller whose delegate it is too, as the drafts list's controller is the compose screen's: the order picked
/// comes back here.
@MainActor
final class BlogListViewController: ViewController {
    private let model: ProfileModel
    /// The server's copies, as last accepted; a like in flight is shown on top (`shownBlog(at:)`), never stored.
    /// Kept when a later load fails, though not shown: they still answer likes.
    private var blogs = IdentifiedArray<Blog>()
    /// The order `blogs` are arranged in, picked on the sort screen; and the ids in the order of the answer that
    /// brought them, which is what an order arranges.
    private var order = BlogOrder.newest
    private var answerOrder: [Int] = []
    /// Whether the hidden table's cells are laid out for an order picked away under the error, until the next reload.
    private var cellsAreStale = false
    private var pendingLikeIDs: Set<Int> = []
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var blogRequests = RequestSequence()
    private lazy var section = TableSectionView.blogs(sortable: true)
    private var tableView: TableView { section.tableView }
    /// The blog detail on top, if any: the navigation controller owns it.
    private weak var openDetail: BlogDetailViewController?

    init(model: ProfileModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: BlogListViewController.didTapSort)
        setView(section)
    }

    /// The controller handles the jump: it builds the sort screen's controller with the list's order and presents it.
    private func didTapSort() {
        let sort = SortBlogsViewController(order: order)
        sort.delegate = self
        present(sort)
    }

    /// Asks the model for the blogs; the section changes only when the answer is admitted.
    func loadBlogs() {
        let ticket = blogRequests.next()
        model.loadBlogs { [weak self] result in
            self?.didLoadBlogs(result, ticket: ticket)
        }
    }

    private func didLoadBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            // The answer's members and order, arranged in the list's; a blog held in a newer version (a like
            // confirmed since the server answered this request) keeps the held copy.
            answerOrder = fresh.map(\.id)
            blogs = IdentifiedArray(order.arrange(fresh.map { blog in
                blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog
            }))
            updateOpenDetail()
            cellsAreStale = false
            section.showTable()
        case .failure(let error):
            section.showError(ProfileText.sectionError(.blogs, error))
        }
    }

    // MARK: Like

    /// A cell's like button, naming its blog by id: rows may move before the tap is handled.
    private func didTapLike(blogID: Int) {
        guard let row = blogs.index(id: blogID) else { return }
        guard !blogs[row].isLiked, !pendingLikeIDs.contains(blogID) else {
            showToast(ProfileText.alreadyLiked)
            return
        }
        pendingLikeIDs.insert(blogID)
        showBlog(at: row)
        updateOpenDetail()
        model.likeBlog(id: blogID) { [weak self] result in
            self?.didLikeBlog(id: blogID, result: result)
        }
    }

    /// Drops the overlay (that alone is the rollback), keeps the newer server copy, and redraws the row only if
    /// what it shows changed. The blog is looked up by id: a refresh may have moved or removed it.
    private func didLikeBlog(id blogID: Int, result: Result<Blog, APIError>) {
        let shownBefore = blogs.index(id: blogID).map(shownBlog(at:))
        pendingLikeIDs.remove(blogID)
        if case .failure(let error) = result {
            showToast(error.message)
        }
        guard let row = blogs.index(id: blogID), let shownBefore else { return }
        if case .success(let serverBlog) = result {
            blogs[row] = blogs[row].newerCopy(serverBlog)
        }
        if !shownBlog(at: row).hasSameContent(as: shownBefore) {
            showBlog(at: row)
        }
        updateOpenDetail()
    }

    /// The open detail shows its blog as the list does now (it renders only what changed); a blog no longer listed
    /// stays as it is there.
    private func updateOpenDetail() {
        guard let openDetail, let row = blogs.index(id: openDetail.blogID) else { return }
        openDetail.show(shownBlog(at: row))
    }

    /// The blog as its row shows it: the server's copy, with a like in flight on top.
    private func shownBlog(at row: Int) -> Blog {
        blogs[row].mergingPendingLike(isPending: pendingLikeIDs.contains(blogs[row].id))
    }

    /// Reconfigures, in place and whole, the cell showing `row` right now, if any: never a cell kept from
    /// before (it may show another blog by now), never a reload; none while the cells are laid out for an older order.
    private func showBlog(at row: Int) {
        guard !cellsAreStale, let cell = tableView.cellForRow(at: row) as? BlogCell else { return }
        configure(cell, with: shownBlog(at: row))
    }

    /// The one way a blog reaches a cell, for `cellForRowAt` and for a like alike: each value set once.
    private func configure(_ cell: BlogCell, with blog: Blog) {
        cell.title = blog.title
        cell.summary = blog.summary
        cell.likeTitle = ProfileText.likeTitle(blog.likeCount)
        cell.isLiked = blog.isLiked
        cell.shareText = ProfileText.shareText(blog.shareCount)
    }
}

extension BlogListViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        blogs.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        configure(cell, with: shownBlog(at: row))
        // The cell outlives its row: the closure names the blog by id and is cleared when the cell is reused.
        cell.didTapLike = { [weak self, blogID = blogs[row].id] in
            self?.didTapLike(blogID: blogID)
        }
        return cell
    }
}

extension BlogListViewController: TableViewDelegate {
    /// The controller handles the jump (article 004's list of a controller's duties): it builds the detail, becomes
    /// its delegate and pushes it — unless a screen already covers the profile (a second tap on the row).
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard isOnTop else { return }
        let detail = BlogDetailViewController(blog: shownBlog(at: row))
        detail.delegate = self
        openDetail = detail
        navigationController?.pushViewController(detail)
    }
}

extension BlogListViewController: BlogDetailViewControllerDelegate {
    /// The detail's like is its blog's like, with every rule of the list's.
    func blogDetailViewControllerDidTapLike(_ controller: BlogDetailViewController) {
        didTapLike(blogID: controller.blogID)
    }
}

extension BlogListViewController: SortBlogsViewControllerDelegate {
    /// Another order arranges the held blogs, which the table shows through one reload unless the section's error
    /// stands in its place; the same order changes nothing.
    func sortBlogsViewController(_ controller: SortBlogsViewController, didPick picked: BlogOrder) {
        if picked != order {
            order = picked
            let inAnswerOrder = answerOrder.compactMap { id in blogs.index(id: id).map { blogs[$0] } }
            blogs = IdentifiedArray(order.arrange(inAnswerOrder))
            if !tableView.isHidden {
                section.showTable()
            } else {
                cellsAreStale = true
            }
        }
        dismiss()
    }

    func sortBlogsViewControllerDidCancel(_ controller: SortBlogsViewController) {
        dismiss()
    }
}
