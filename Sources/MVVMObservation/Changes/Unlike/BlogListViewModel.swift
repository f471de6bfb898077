// View model of the blogs section: the section's state and events, read from the blog store. Owns the store; gives each
// row a row view model over the store's record of its blog (its rows reference it weakly); knows no view.
import Observation
import ProfileKit

/// The blogs section's state, testable with a mock API and no view: it reads the blog store, which holds the blogs and
/// decides the like for every screen (the list and an open detail alike).
///
/// Nothing here is stored for a view to observe: `section` is read from the store's last admitted answer, so the view
/// that reads it tracks the store. One-off events (a toast, a detail to open) are not state: they go to `onEvent`.
@MainActor
final class BlogListViewModel {
    enum Event {
        case showToast(String)
        /// Push the detail of this view model.
        case openBlogDetail(BlogDetailViewModel)
    }

    /// Told each event; set by the view when it loads, before any answer can arrive.
    var onEvent: (@MainActor (Event) -> Void)?

    private let store: BlogStore

    init(store: BlogStore) {
        self.store = store
        // For the store's life: the store is this view model's, and outlives it only while a detail is open.
        store.onLikeFailed = { [weak self] error in self?.onEvent?(.showToast(error.message)) }
    }

    /// The section's rows or error; nil until the first admitted answer, so a view that reads it before renders nothing.
    var section: ListSectionState? {
        store.blogsAnswer.map { answer in
            ListSectionState(ticket: answer.ticket, answer: answer.error.map { .failure($0) } ?? .success(()), section: .blogs)
        }
    }

    var numberOfBlogs: Int { store.records.count }

    /// The row view model of `row`, made when a cell is configured for it: the record is the store's.
    func blogCellViewModel(at row: Int) -> BlogCellViewModel {
        BlogCellViewModel(record: store.records[row], list: self)
    }

    func loadBlogs() {
        store.loadBlogs()
    }

    /// Opens the row's blog as it shows it, in a detail view model over the same store.
    func didSelectBlog(at row: Int) {
        guard store.records.indices.contains(row) else { return }
        onEvent?(.openBlogDetail(BlogDetailViewModel(record: store.records[row], store: store)))
    }

    /// The like command of every row: the store decides.
    func likeBlog(id: Int) {
        switch store.likeBlog(id: id) {
        case .alreadyLiked: onEvent?(.showToast(ProfileText.alreadyLiked))
        case .alreadyUnliked: onEvent?(.showToast(ProfileText.alreadyUnliked))
        case .sent, .unlikeSent, .notHeld: break
        }
    }
}
