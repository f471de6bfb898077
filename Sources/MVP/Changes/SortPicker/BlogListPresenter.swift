// The blogs section's presenter: loads the blogs, keeps a row presenter per blog in the order picked, opens a blog's
// detail and the sort screen and is their output. Owns its row presenters, their order and the request order;
// references its view, navigator and the open detail weakly.
import ProfileKit

/// Turns the blogs answer into row presenters and section states for a passive `BlogListView`.
///
/// Row presenters are kept across reloads by blog id, because a like in flight lives in its row presenter:
/// whatever a refresh does to the list, the like's answer reaches the row of its blog.
///
/// The blogs' state lives here, in the row presenters, for the detail screen too: the detail's presenter holds no
/// copy of its own. This presenter is its output — the detail's like comes here and goes to the blog's row — and
/// tells it whenever that row shows something new (MVP's answer to "one source of truth across screens").
@MainActor
final class BlogListPresenter {
    weak var view: (any BlogListView)?
    weak var navigator: (any BlogListNavigator)?
    /// One per listed blog, in row order. Kept when a later load fails: hidden behind the error, they still
    /// answer likes.
    private(set) var rows = IdentifiedArray<BlogCellPresenter>()
    /// The rows in the order of the answer that brought them: what `order` arranges.
    private var answeredRows = IdentifiedArray<BlogCellPresenter>()
    /// The order of the rows, the server's (newest first) until the user picks another.
    private(set) var order = BlogOrder.newest
    /// Whether the section shows its table (at launch, empty) rather than the error of a failed answer.
    private var showsBlogs = true
    /// Rows a reload dropped while their like was in flight. The like is still in flight for that id, so if a
    /// later reload lists the blog again, its row comes back with it (docs/SCENE.md, "Like", 1).
    private var droppedRowsWithLikeInFlight: [Int: BlogCellPresenter] = [:]
    private var blogRequests = RequestSequence()
    /// The blog detail on top, if any: its view controller owns it.
    private weak var openDetail: BlogDetailPresenter?
    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    var numberOfBlogs: Int { rows.count }

    /// The presenter a cell binds to while it shows `row` (article 004's demo: `presenter.allDatas[indexPath.row]`).
    func rowPresenter(at row: Int) -> BlogCellPresenter {
        rows[row]
    }

    // MARK: Events

    /// Opens the blog as its row shows it, a like in flight included, with this presenter as the detail's output. Not
    /// while its detail is open (a second tap on the row): the open one is the one this presenter keeps up to date.
    func didSelectBlog(at row: Int) {
        guard rows.indices.contains(row), openDetail == nil else { return }
        let detail = BlogDetailPresenter(blog: rows[row].shownBlog, output: self)
        openDetail = detail
        navigator?.openBlogDetail(detail)
    }

    /// Opens the sort screen on the rows' order, with this presenter as its output.
    func didTapSortBlogs() {
        navigator?.openSortBlogs(SortBlogsPresenter(order: order, output: self))
    }

    // MARK: Requests

    func loadBlogs() {
        let ticket = blogRequests.next()
        api.fetchBlogs(userID: userID) { [weak self] result in
            self?.didLoadBlogs(result, ticket: ticket)
        }
    }

    /// Shows the answer unless an answer to a later request was shown already (docs/SCENE.md, "Answers out of order").
    private func didLoadBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let blogs):
            reconcileRows(with: blogs)
            showsBlogs = true
            if let openDetail, let row = rows.index(id: openDetail.blogID) { openDetail.update(rows[row].shownBlog) }
            view?.showBlogs()
        case .failure(let error):
            showsBlogs = false
            view?.showBlogsError(ProfileText.sectionError(.blogs, error))
        }
    }

    /// The answer's blogs, in the rows' order; each keeps its row presenter, which keeps the newer copy quietly (the
    /// reload that follows renders it). A row dropped with its like in flight is set aside, not forgotten.
    private func reconcileRows(with blogs: [Blog]) {
        let previous = rows
        answeredRows = IdentifiedArray(blogs.map { fresh in
            guard let row = previous.index(id: fresh.id).map({ previous[$0] }) ?? droppedRowWithLikeInFlight(fresh.id)
            else { return BlogCellPresenter(blog: fresh, api: api, toastView: view, output: self) }
            row.takeNewerCopy(fresh)
            return row
        })
        arrangeRows()
        var stillDropped: [Int: BlogCellPresenter] = [:]
        for candidates in [previous.elements, Array(droppedRowsWithLikeInFlight.values)] {
            for row in candidates where row.isLikePending && rows.index(id: row.id) == nil { stillDropped[row.id] = row }
        }
        droppedRowsWithLikeInFlight = stillDropped
    }

    private func droppedRowWithLikeInFlight(_ id: Int) -> BlogCellPresenter? {
        droppedRowsWithLikeInFlight[id].flatMap { $0.isLikePending ? $0 : nil }
    }

    /// The answered rows in `order`, each placed by its held copy. A like never moves a row: only an answer and a pick
    /// arrange them.
    private func arrangeRows() {
        rows = IdentifiedArray(order.arrange(answeredRows.map(\.blog)).compactMap { blog in
            answeredRows.index(id: blog.id).map { answeredRows[$0] }
        })
    }
}

// MARK: - BlogCellPresenterOutput, BlogDetailPresenterOutput

extension BlogListPresenter: BlogCellPresenterOutput, BlogDetailPresenterOutput {
    /// A listed row shows something new: so does its open detail. A row set aside by a reload is no longer listed.
    func didChangeShownBlog(of row: BlogCellPresenter) {
        guard let openDetail, openDetail.blogID == row.id, let index = rows.index(id: row.id), rows[index] === row
        else { return }
        openDetail.update(row.shownBlog)
    }

    /// The detail's like is its row's like; a blog no longer listed has no row, and nothing happens.
    func blogDetailDidTapLike(blogID: Int) {
        rows.index(id: blogID).map { rows[$0] }?.didTapLike()
    }
}

// MARK: - SortBlogsPresenterOutput

extension BlogListPresenter: SortBlogsPresenterOutput {
    /// Another order arranges the rows and, if the table shows, renders it once; the screen closes either way.
    /// Under the error, the hidden table's cells stay laid out for the old order until the next answer reloads it: each
    /// row forgets its cell, so a like meanwhile updates no cell (docs/CHANGING.md, "Sort picker").
    func sortBlogsDidPick(_ order: BlogOrder) {
        if order != self.order {
            self.order = order
            arrangeRows()
            if showsBlogs { view?.showBlogs() } else { for row in rows { row.view.map(row.detach) } }
        }
        navigator?.closeSortBlogs()
    }

    func sortBlogsDidCancel() {
        navigator?.closeSortBlogs()
    }
}
