// One blog row's presenter, as in article 004's MVP demo: the row's strings and its like. Owns the blog's copy and
// whether its like is in flight; references its cell, the toast view and its output (the list presenter) weakly.
import ProfileKit

/// Presents one blog to whichever cell shows its row right now, and handles that row's like button.
///
/// It keeps the server's copy and, separately, whether a like is in flight: the optimistic like is an overlay,
/// never stored, so a failure simply drops it (docs/SCENE.md, "The server's copy wins"). Cells are reused, so
/// the binding is exact: `attach(_:)` when a cell starts showing the row, `detach(_:)` when it stops.
@MainActor
final class BlogCellPresenter: Identifiable {
    let id: Int
    /// The server's copy, as last accepted.
    private(set) var blog: Blog
    private(set) var isLikePending = false
    /// The cell showing this row, if any. The table owns its cells.
    private(set) weak var view: (any BlogCellView)?
    private weak var toastView: (any ToastView)?
    /// Told whenever the row shows something new, so a detail of this blog shows it too.
    private weak var output: (any BlogCellPresenterOutput)?
    private let api: any ProfileAPI

    init(blog: Blog, api: any ProfileAPI, toastView: (any ToastView)?, output: any BlogCellPresenterOutput) {
        id = blog.id
        self.blog = blog
        self.api = api
        self.toastView = toastView
        self.output = output
    }

    /// The blog as its row shows it: the server's copy, with a like in flight on top.
    var shownBlog: Blog { blog.mergingPendingLike(isPending: isLikePending) }

    // MARK: Binding

    /// `view` shows this row from now on (article 004's demo: `presenter.view = cell`): it gets the whole row.
    func attach(_ view: any BlogCellView) {
        self.view = view
        showRow()
    }

    /// `view` stopped showing this row; forget it unless another cell has taken its place already.
    func detach(_ view: any BlogCellView) {
        if self.view === view { self.view = nil }
    }

    /// A reload brought `fresh`: keep the newer copy, quietly. The reload itself renders the row; showing it
    /// here too would configure the bound cell twice (docs/SCENE.md, "Equal work").
    func takeNewerCopy(_ fresh: Blog) {
        blog = blog.newerCopy(fresh)
    }

    // MARK: Events

    func didTapLike() {
        guard !blog.isLiked, !isLikePending else {
            toastView?.showToast(ProfileText.alreadyLiked)
            return
        }
        likeBlog()
    }

    // MARK: Requests

    /// Shows the like at once (the overlay), then lets the server answer.
    private func likeBlog() {
        isLikePending = true
        showRow()
        output?.didChangeShownBlog(of: self)
        api.likeBlog(id: id) { [weak self] result in
            self?.didLikeBlog(result)
        }
    }

    /// Drops the overlay and keeps the newer copy; shows the row again only if what it shows changed.
    private func didLikeBlog(_ result: Result<Blog, APIError>) {
        let shownBefore = shownBlog
        isLikePending = false
        switch result {
        case .success(let serverBlog):
            blog = blog.newerCopy(serverBlog)
        case .failure(let error):
            toastView?.showToast(error.message)
        }
        guard !shownBlog.hasSameContent(as: shownBefore) else { return }
        showRow()
        output?.didChangeShownBlog(of: self)
    }

    // MARK: Display

    private func showRow() {
        guard let view else { return }
        let blog = shownBlog
        view.showBlog(title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
                       isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
    }
}
