// View model of the blogs section: a row view model per held blog, the section's state and events. Owns them and the
// blog store; binds to the store capturing itself weakly; knows no view (its rows reference it weakly).
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

        static func == (lhs: Event, rhs: Event) -> Bool {
            switch (lhs, rhs) {
            case let (.showToast(left), .showToast(right)): left == right
            case let (.openBlogDetail(left), .openBlogDetail(right)): left === right
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

    init(store: BlogStore) {
        self.store = store
        // Bound for life: the store lives as long as this view model, or longer only while a detail is open.
        store.changes.bind { [weak self] change in
            if let change { self?.storeDidChange(change.kind) }
        }
    }

    var numberOfBlogs: Int { rows.count }

    func blogCellViewModel(at row: Int) -> BlogCellViewModel { rows[row] }

    func loadBlogs() {
        store.loadBlogs()
    }

    /// Opens the row's blog as it shows it, in a detail view model over the same store.
    func didSelectBlog(at row: Int) {
        guard rows.indices.contains(row) else { return }
        events.send(.openBlogDetail(BlogDetailViewModel(blog: store.shownBlog(at: row), store: store)))
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
            }
            state.value = ListSectionState(ticket: ticket, answer: error.map { .failure($0) } ?? .success(()), section: .blogs)
        case .blog(let id):
            // The row view model showing the blog renders only if its row changed (`BlogCellState`'s `==`).
            guard let index = store.blogs.index(id: id) else { return }
            rows[index].update(shownBlog: store.shownBlog(at: index))
        case .likeFailed(let error):
            // The list lives as long as the scene: it shows every failed like's toast, sent from here or a detail.
            events.send(.showToast(error.message))
        }
    }
}
