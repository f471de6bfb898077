// Row view model of a blog: the row's state, read from the store's record of its blog, and the like command. Owns
// nothing but its references: the record strongly (the store's, shared with an open detail), its list weakly (the
// list owns the table's rows); knows no view and no cell.
import ProfileKit

/// One blog row as its cell reads it: the whole row as one state, and the like command the cell runs.
///
/// Not observable itself: `state` reads the record's observed `shown`, so a cell that reads `state` while it updates
/// tracks its blog's record, and nothing else. The like *rules* (held server copies, likes in flight, the answers'
/// order) are the store's: they span rows, screens and refreshes.
@MainActor
final class BlogCellViewModel {
    private let record: BlogRecord
    private weak var list: BlogListViewModel?
    /// The list's layout this row was made for.
    private let layout: Int

    init(record: BlogRecord, list: BlogListViewModel, layout: Int) {
        self.record = record
        self.list = list
        self.layout = layout
    }

    /// The row, whole: what its blog shows now; nil once its list is laid out otherwise (a pick under the blogs' error),
    /// so a cell still laid out for the old order renders nothing, and stops tracking the record, until it is reloaded.
    var state: BlogCellState? {
        guard list?.layout == layout else { return nil }
        return record.shown
    }

    /// The like command: the list likes this row's blog (or tells the user it is liked already).
    func didTapLike() {
        list?.likeBlog(id: record.id)
    }
}
