// View model of the blog detail: the blog's state, read from the blog store, and the like command. Owns its events'
// closure, the record of its blog as opened and the blog store strongly; observes nothing itself; knows no view.
import ProfileKit

/// One blog as the detail shows it, testable with a mock API and no view: it reads the store's record of its blog, so a
/// like answered for the list shows here too, and its like command is the store's.
@MainActor
final class BlogDetailViewModel {
    enum Event: Equatable {
        case showToast(String)
    }

    /// Told each event; set by the view when it loads.
    var onEvent: (@MainActor (Event) -> Void)?

    private let store: BlogStore
    private let blogID: Int
    /// The record the detail opened with: shown as it was while a blogs answer leaves the blog out.
    private let openedRecord: BlogRecord

    /// `record`: the store's record of the blog, as the list shows it now.
    init(record: BlogRecord, store: BlogStore) {
        openedRecord = record
        blogID = record.id
        self.store = store
    }

    /// The blog, whole, as the store holds it now; as it was last held while an answer leaves it out. A view that reads
    /// it tracks the store's list of records (a blogs answer) and the record itself (a like).
    var state: BlogCellState {
        (store.record(id: blogID) ?? openedRecord).shown
    }

    /// The like command: the store decides, as for a row. A blog the store no longer holds does nothing.
    func didTapLike() {
        if store.likeBlog(id: blogID) == .alreadyLiked { onEvent?(.showToast(ProfileText.alreadyLiked)) }
    }
}
