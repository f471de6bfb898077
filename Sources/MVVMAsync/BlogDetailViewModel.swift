// View model of the blog detail: the blog's state and the like command. Owns its state and events, and the blog
// store strongly; binds to the store capturing itself weakly and ends that binding when it goes; knows no view.
import ProfileKit

/// One blog as the detail shows it, testable with a mock API and no view: it follows the blog store, so a like
/// answered for the list shows here too, and its like command is the store's.
@MainActor
final class BlogDetailViewModel {
    enum Event: Equatable {
        case showToast(String)
    }

    /// The blog, whole; delivered to the view only when what it shows changes (`BlogCellState`'s `==`).
    let state: Dynamic<BlogCellState>
    let events = Signal<Event>()

    private let store: BlogStore
    private let blogID: Int
    /// Ended when this view model goes: the store outlives it, and would otherwise keep the binding for nothing.
    private var storeBinding: BindingToken<BlogStore.Change?>?

    /// `blog`: as the list shows it now.
    init(blog: Blog, store: BlogStore) {
        state = Dynamic(BlogCellState(shownBlog: blog))
        self.store = store
        blogID = blog.id
        storeBinding = store.changes.bind { [weak self] change in
            if let change { self?.storeDidChange(change.kind) }
        }
    }

    isolated deinit {
        storeBinding?.unbind()
    }

    /// The like command: the store decides, as for a row.
    func didTapLike() {
        if store.likeBlog(id: blogID) == .alreadyLiked { events.send(.showToast(ProfileText.alreadyLiked)) }
    }

    /// Its blog may show something new: a like, or a reload. A blog the store no longer holds stays as shown.
    private func storeDidChange(_ change: BlogStore.Change.Kind) {
        switch change {
        case .blog(id: blogID), .blogs(_, error: nil):
            if let blog = store.shownBlog(id: blogID) { state.value = BlogCellState(shownBlog: blog) }
        case .blog, .blogs, .likeFailed:
            break
        }
    }
}
