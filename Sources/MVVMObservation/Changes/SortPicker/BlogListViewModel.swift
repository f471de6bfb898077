// View model of the blogs section: the section's state and events, read from the blog store, and the rows' order; opens
// the sort screen and takes its order back. Owns the store and the order; gives each row a row view model over the
// store's record of its blog (its rows and the sort screen's closure reference it weakly); knows no view.
import Observation
import ProfileKit

/// The blogs section's state, testable with a mock API and no view: it reads the blog store, which holds the blogs and
/// decides the like for every screen (the list and an open detail alike).
///
/// Nothing here is stored for a view to observe: `section` is read from the store's last admitted answer, so the view
/// that reads it tracks the store. One-off events (a toast, a detail to open) are not state: they go to `onEvent`.
@MainActor @Observable
final class BlogListViewModel {
    enum Event {
        case showToast(String)
        /// Push the detail of this view model.
        case openBlogDetail(BlogDetailViewModel)
        /// Present the sort screen of this view model.
        case openSortBlogs(SortBlogsViewModel)
    }

    /// Told each event; set by the view when it loads, before any answer can arrive.
    @ObservationIgnored var onEvent: (@MainActor (Event) -> Void)?

    /// The section's order: the answer's (`.newest`) until another is picked on the sort screen.
    private(set) var order = BlogOrder.newest
    /// Whether an order was picked before any blogs answer: the empty table the section starts with then shows it.
    private var pickedBeforeAnswer = false

    @ObservationIgnored private let store: BlogStore
    /// The table's rows in the order: row `n` shows `store.records[arrangement[n]]`; made again when a blogs answer that
    /// succeeded or a pick changed what it arranges, never by a like: a like moves no row.
    @ObservationIgnored private var arrangement: [Int] = []
    @ObservationIgnored private var arranged: (ticket: Int, order: BlogOrder)?
    /// The table's layout: a pick under the blogs' error starts another, while the hidden table's cells stay laid out
    /// for the old order until the next answer reloads them. Read, never tracked, by the rows made for a layout.
    @ObservationIgnored private(set) var layout = 0

    init(store: BlogStore) {
        self.store = store
        // For the store's life: the store is this view model's, and outlives it only while a detail is open.
        store.onLikeFailed = { [weak self] error in self?.onEvent?(.showToast(error.message)) }
    }

    /// The section's rows or error; nil until the first admitted answer, so a view that reads it before renders nothing.
    /// The order is part of a shown table's state, so a pick renders where the table shows: from launch, and after an
    /// answer that succeeded; never under an error, which the next answer that succeeds replaces.
    var section: ListSectionState? {
        guard let answer = store.blogsAnswer else {
            return pickedBeforeAnswer ? ListSectionState(ticket: 0, answer: .success(()), section: .blogs, order: order) : nil
        }
        if let error = answer.error { return ListSectionState(ticket: answer.ticket, answer: .failure(error), section: .blogs) }
        return ListSectionState(ticket: answer.ticket, answer: .success(()), section: .blogs, order: order)
    }

    var numberOfBlogs: Int { store.records.count }

    /// The row view model of table row `row`, made when a cell is configured for it: the record is the store's.
    func blogCellViewModel(at row: Int) -> BlogCellViewModel {
        BlogCellViewModel(record: store.records[arrangedIndex(of: row)], list: self, layout: layout)
    }

    /// Opens the sort screen on the section's order; the order picked there comes back through the closure given here.
    func didTapSort() {
        onEvent?(.openSortBlogs(SortBlogsViewModel(order: order) { [weak self] order in self?.didPick(order) }))
    }

    func loadBlogs() {
        store.loadBlogs()
    }

    /// Opens the row's blog as it shows it, in a detail view model over the same store.
    func didSelectBlog(at row: Int) {
        guard store.records.indices.contains(row) else { return }
        onEvent?(.openBlogDetail(BlogDetailViewModel(record: store.records[arrangedIndex(of: row)], store: store)))
    }

    /// The like command of every row: the store decides.
    func likeBlog(id: Int) {
        if store.likeBlog(id: id) == .alreadyLiked { onEvent?(.showToast(ProfileText.alreadyLiked)) }
    }

    // MARK: The sort screen's order

    private func didPick(_ picked: BlogOrder) {
        guard picked != order else { return }
        order = picked
        if store.blogsAnswer == nil { pickedBeforeAnswer = true }
        // The hidden table's cells keep the rows made for the old order: they show nothing more until the next answer.
        if store.blogsAnswer?.error != nil { layout += 1 }
    }

    /// The store's index of table row `row`, arranging the held records again if an answer or a pick changed them.
    private func arrangedIndex(of row: Int) -> Int {
        let ticket = store.blogsAnswer?.ticket ?? 0
        if arranged?.ticket != ticket || arranged?.order != order {
            let records = store.records
            arrangement = order.arrange(records.map(\.serverCopy)).compactMap { records.index(id: $0.id) }
            arranged = (ticket, order)
        }
        return arrangement[row]
    }
}
