// One blog row's presenter, as in the classic MVP demo: the row's display strings and the like logic
// (optimistic update, rollback, "already liked"). Owns its blog; references its cell and the toast view weakly.
import ProfileKit

/// Presents one blog to whichever cell currently shows its row, and handles that row's like button.
///
/// Cells are reused, so the binding is exact: `attach(_:)` when a cell starts showing the row, `detach(_:)`
/// when it is reused for another, and the presenter only ever updates the cell attached now.
@MainActor
final class BlogCellPresenter {
    private(set) var blog: Blog
    /// The cell showing this row right now, if any. Held weakly: the table owns its cells.
    private(set) weak var view: (any BlogCellView)?
    private weak var toastView: (any ToastView)?
    private var isLikeInFlight = false
    private let api: any ProfileAPI

    init(blog: Blog, api: any ProfileAPI, toastView: (any ToastView)?) {
        self.blog = blog
        self.api = api
        self.toastView = toastView
    }

    // MARK: Binding

    /// `view` shows this row from now on: it gets the whole row at once.
    func attach(_ view: any BlogCellView) {
        self.view = view
        displayRow()
    }

    /// `view` is being reused for another row; forget it unless another cell has taken its place already.
    func detach(_ view: any BlogCellView) {
        if self.view === view { self.view = nil }
    }

    /// A reload brought the server's copy of this blog. A like still in flight stays shown on top of it.
    func update(with serverBlog: Blog) {
        blog = serverBlog.mergingPendingLike(isPending: isLikeInFlight)
        displayRow()
    }

    // MARK: Events

    func didTapLike() {
        guard !blog.isLiked, !isLikeInFlight else {
            toastView?.showToast(ProfileText.alreadyLiked)
            return
        }
        likeBlog()
    }

    // MARK: Requests

    /// Shows the like at once, then lets the server confirm or refuse it.
    private func likeBlog() {
        isLikeInFlight = true
        blog = blog.applyingOptimisticLike()
        displayLike()
        api.likeBlog(id: blog.id) { [weak self, weak toastView] result in
            if let self {
                self.didFinishLike(result)
            } else if case .failure(let error) = result {
                // A refresh dropped this blog while the request was in flight: no row to roll back, but the
                // failure is still news. After a teardown the toast view is gone too, and nothing happens.
                toastView?.showToast(error.message)
            }
        }
    }

    private func didFinishLike(_ result: Result<Blog, APIError>) {
        isLikeInFlight = false
        switch result {
        case .success(let serverBlog):
            blog = serverBlog
            displayRow()
        case .failure(let error):
            blog = blog.revertingOptimisticLike()
            displayLike()
            toastView?.showToast(error.message)
        }
    }

    // MARK: Display

    private func displayRow() {
        view?.display(title: blog.title, summary: blog.summary, shareText: ProfileText.shareText(blog.shareCount))
        displayLike()
    }

    private func displayLike() {
        view?.displayLike(title: ProfileText.likeTitle(blog.likeCount), isLiked: blog.isLiked)
    }
}
