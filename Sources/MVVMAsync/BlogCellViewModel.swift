// Row view model of a blog: the row's state and the like command. Owns its state; references its list view
// model weakly (the list owns its rows); knows no view and no cell.
import ProfileKit

/// One blog row as its cell binds to it: the whole row as one state, and the like command the cell runs.
///
/// The like *rules* (held server copies, likes in flight, the answer's ordering) are the list's: they span
/// rows and refreshes, and a refresh replaces every row view model. So the command asks the list to like
/// this row's blog, and the list updates whichever row view model then shows that blog.
@MainActor
final class BlogCellViewModel {
    /// The row, whole; delivered to the bound cell only when what the row shows changes.
    let state: Dynamic<BlogCellState>
    private weak var list: BlogListViewModel?

    init(shownBlog: Blog, list: BlogListViewModel) {
        state = Dynamic(BlogCellState(shownBlog: shownBlog))
        self.list = list
    }

    /// The like command: the list likes this row's blog (or tells the user it is liked already).
    func didTapLike() {
        list?.likeBlog(id: state.value.shownBlog.id)
    }

    /// Shows `shownBlog`; the bound cell hears of it only if the row changed (`BlogCellState`'s `==`).
    func update(shownBlog: Blog) {
        state.value = BlogCellState(shownBlog: shownBlog)
    }
}
