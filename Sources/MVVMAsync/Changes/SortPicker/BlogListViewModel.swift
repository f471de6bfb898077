// View model of the blogs section: a row view model per held blog, their order, the section's state and events; opens
// the sort screen and takes its order back. Owns them and the blog store; binds to the store capturing itself weakly;
// knows no view (its rows and the sort screen's closure reference it weakly).
import ProfileKit

/// The blogs section's state, testable with a mock API and no view: it follows the blog store, which holds the blogs
/// and decides the like for every screen (the list and an open detail alike).
///
/// Each admitted blogs answer that succeeds makes fresh row view models rather than updating the old ones: an old row view
/// model is still bound to its cell until the section reloads, so updating it would render to that cell and
/// the reload would render the row again (docs/SCENE.md, "Equal work"). The rules that outlive a row — the
/// server's copies, the likes in flight, the answers' order — live in the store, so nothing is lost with the old rows.
@MainActor
final class BlogListViewModel {
    enum Event: Equatable {
        case showToast(String)
        /// Push the detail bound to this view model.
        case openBlogDetail(BlogDetailViewModel)
        /// Present the sort screen bound to this view model.
        case openSortBlogs(SortBlogsViewModel)

        static func == (lhs: Event, rhs: Event) -> Bool {
            switch (lhs, rhs) {
            case let (.showToast(left), .showToast(right)): left == right
            case let (.openBlogDetail(left), .openBlogDetail(right)): left === right
            case let (.openSortBlogs(left), .openSortBlogs(right)): left === right
            default: false
            }
        }
    }

    /// The section's rows or error; nil until the first admitted answer, so a view bound before renders nothing.
    let state = Dynamic<ListSectionState?>(nil)
    let events = Signal<Event>()

    private let store: BlogStore
    /// One per held blog, in the store's order, so a blog's id finds its row view model in O(1).
    private var rows: [BlogCellViewModel] = []
    /// The section's order: the answer's (`.newest`) until another is picked on the sort screen.
    private var order = BlogOrder.newest
    /// The table's rows in that order: table row `n` shows `rows[arrangement[n]]`. Made when a blogs answer is admitted
    /// and when an order is picked, never by a like: a like moves no row.
    private var arrangement: [Int] = []

    init(store: BlogStore) {
        self.store = store
        // Bound for life: the store lives as long as this view model, or longer only while a detail is open.
        store.changes.bind { [weak self] change in
            if let change { self?.storeDidChange(change.kind) }
        }
    }

    var numberOfBlogs: Int { rows.count }

    func blogCellViewModel(at row: Int) -> BlogCellViewModel { rows[arrangement[row]] }

    func loadBlogs() {
        store.loadBlogs()
    }

    /// Opens the row's blog as it shows it, in a detail view model over the same store.
    func didSelectBlog(at row: Int) {
        guard arrangement.indices.contains(row) else { return }
        events.send(.openBlogDetail(BlogDetailViewModel(blog: store.shownBlog(at: arrangement[row]), store: store)))
    }

    /// Opens the sort screen on the section's order; the order picked there comes back through the closure given here.
    func didTapSort() {
        events.send(.openSortBlogs(SortBlogsViewModel(order: order) { [weak self] order in self?.didPick(order) }))
    }

    /// The like command of every row: the store decides.
    func likeBlog(id: Int) {
        if store.likeBlog(id: id) == .alreadyLiked { events.send(.showToast(ProfileText.alreadyLiked)) }
    }

    // MARK: The store's changes

    private func storeDidChange(_ change: BlogStore.Change.Kind) {
        switch change {
        case .blogs(let ticket, let error):
            if error == nil {
                rows = store.blogs.indices.map { BlogCellViewModel(shownBlog: store.shownBlog(at: $0), list: self) }
                arrangeRows()
            }
            state.value = ListSectionState(
                ticket: ticket, answer: error.map { .failure($0) } ?? .success(()), section: .blogs, order: order)
        case .blog(let id):
            // The row view model showing the blog renders only if its row changed (`BlogCellState`'s `==`).
            guard let index = store.blogs.index(id: id) else { return }
            rows[index].update(shownBlog: store.shownBlog(at: index))
        case .likeFailed(let error):
            // The list lives as long as the scene: it shows every failed like's toast, sent from here or a detail.
            events.send(.showToast(error.message))
        }
    }

    // MARK: The sort screen's order

    /// A new order rearranges the rows, and renders them once where the section shows its table: from launch, empty,
    /// and after an answer that succeeded; never under its error, which the next answer that succeeds replaces.
    private func didPick(_ picked: BlogOrder) {
        guard picked != order else { return }
        order = picked
        arrangeRows()
        // Before any answer: the empty table the section starts with, the answer to no request (ticket 0).
        var shown = state.value ?? ListSectionState(ticket: 0, answer: .success(()), section: .blogs)
        guard shown.content == .rows else {
            // The hidden table's cells stay laid out, and bound, for the old order until the next answer reloads it:
            // fresh row view models, as an answer makes, leave them alone, so a like meanwhile updates no cell.
            rows = store.blogs.indices.map { BlogCellViewModel(shownBlog: store.shownBlog(at: $0), list: self) }
            return
        }
        shown.order = picked
        state.value = shown
    }

    /// The held blogs, in the answer's order, arranged in the section's.
    private func arrangeRows() {
        arrangement = order.arrange(store.blogs.elements).compactMap { store.blogs.index(id: $0.id) }
    }
}
