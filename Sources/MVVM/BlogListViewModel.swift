// View model of the blogs section: held server copies, likes in flight, one row view model per blog and the like
// rules. Owns its state, events, copies and row view models; references the API; knows no view (rows ⇢ it).
import ProfileKit

/// The blogs section's state and the like rules, testable with a mock API and no view.
///
/// Each admitted blogs answer makes fresh row view models rather than updating the old ones: an old row view
/// model is still bound to its cell until the section reloads, so updating it would render to that cell and
/// the reload would render the row again (docs/SCENE.md, "Equal work"). The rules that outlive a row — the
/// server's copies, the likes in flight, the answers' order — live here, so nothing is lost with the old rows.
@MainActor
final class BlogListViewModel {
    enum Event: Equatable {
        case showToast(String)
        case openBlogDetail(for: Blog)
    }

    /// The section's rows or error; nil until the first admitted answer, so a view bound before renders nothing.
    let state = Dynamic<ListSectionState?>(nil)
    let events = Signal<Event>()

    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last accepted; a like in flight is shown on top, never stored.
    private var blogs = IdentifiedArray<Blog>()
    /// One per blog, in `blogs`' order, so a blog's id finds its row view model in O(1).
    private var rows: [BlogCellViewModel] = []
    private var pendingLikeIDs: Set<Int> = []
    private var blogRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    var numberOfBlogs: Int { rows.count }

    func blogCellViewModel(at row: Int) -> BlogCellViewModel { rows[row] }

    func loadBlogs() {
        let ticket = blogRequests.next()
        api.fetchBlogs(userID: userID) { [weak self] result in self?.didLoadBlogs(result, ticket: ticket) }
    }

    func didSelectBlog(at row: Int) {
        guard blogs.indices.contains(row) else { return }
        events.send(.openBlogDetail(for: shownBlog(at: row)))
    }

    /// The like command of every row: a liked blog, or one whose like is in flight, is not liked twice.
    func likeBlog(id: Int) {
        guard let row = blogs.index(id: id) else { return }
        guard !blogs[row].isLiked, !pendingLikeIDs.contains(id) else {
            return events.send(.showToast(ProfileText.alreadyLiked))
        }
        pendingLikeIDs.insert(id)
        rows[row].update(shownBlog: shownBlog(at: row))
        api.likeBlog(id: id) { [weak self] result in self?.didLikeBlog(id: id, result) }
    }

    // MARK: Answers

    private func didLoadBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        if case .success(let fresh) = result {
            blogs = IdentifiedArray(fresh.map { blog in blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog })
            rows = blogs.indices.map { BlogCellViewModel(shownBlog: shownBlog(at: $0), list: self) }
        }
        state.value = ListSectionState(ticket: ticket, answer: result.map { _ in () }, section: .blogs)
    }

    /// Rows may have moved or been reloaded since the tap: the blog is found by id. The row view model then
    /// showing it renders only if the answer changed its row (a failure drops the overlay: the rollback).
    private func didLikeBlog(id: Int, _ result: Result<Blog, APIError>) {
        pendingLikeIDs.remove(id)
        if case .failure(let error) = result { events.send(.showToast(error.message)) }
        guard let row = blogs.index(id: id) else { return }
        if case .success(let serverBlog) = result { blogs[row] = blogs[row].newerCopy(serverBlog) }
        rows[row].update(shownBlog: shownBlog(at: row))
    }

    /// The blog as its row shows it: the server's copy, with a like in flight on top.
    private func shownBlog(at row: Int) -> Blog {
        blogs[row].mergingPendingLike(isPending: pendingLikeIDs.contains(blogs[row].id))
    }
}
