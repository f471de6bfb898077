// One blog row's presenter, as in article 004's MVP demo: the row's strings, its like and its unlike. Owns the blog's
// copy and whether its like or unlike is in flight; references its cell, the toast view and its output (the list
// presenter) weakly.
import ProfileKit

/// Presents one blog to whichever cell shows its row right now, and handles that row's like button: it likes a blog
/// not liked, and takes the like of a liked one back.
///
/// It keeps the server's copy and, separately, whether a like or an unlike is in flight: the optimistic like (or
/// unlike) is an overlay, never stored, so a failure simply drops it (docs/SCENE.md, "The server's copy wins"). Cells
/// are reused, so the binding is exact: `attach(_:)` when a cell starts showing the row, `detach(_:)` when it stops.
@MainActor
final class BlogCellPresenter: Identifiable {
    let id: Int
    /// The server's copy, as last accepted.
    private(set) var blog: Blog
    private(set) var isLikePending = false
    private(set) var isUnlikePending = false
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

    /// The blog as its row shows it: the server's copy, with a like or an unlike in flight on top.
    var shownBlog: Blog {
        blog.mergingPendingLike(isPending: isLikePending).mergingPendingUnlike(isPending: isUnlikePending)
    }

    /// A like or an unlike of this blog is in flight: a tap is refused until it is answered.
    var hasRequestInFlight: Bool { isLikePending || isUnlikePending }

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

    /// Likes the blog, or takes the like back if the blog is liked; refused while either is in flight.
    func didTapLike() {
        guard !isLikePending else {
            toastView?.showToast(ProfileText.alreadyLiked)
            return
        }
        guard !isUnlikePending else {
            toastView?.showToast(ProfileText.alreadyUnliked)
            return
        }
        if blog.isLiked { unlikeBlog() } else { likeBlog() }
    }

    // MARK: Requests

    /// Shows the like at once (the overlay), then lets the server answer.
    private func likeBlog() {
        isLikePending = true
        showRow()
        output?.didChangeShownBlog(of: self)
        api.likeBlog(id: id) { [weak self] result in
            self?.didAnswer(result, endingRequest: \.isLikePending)
        }
    }

    /// Shows the like taken back at once (the overlay), then lets the server answer.
    private func unlikeBlog() {
        isUnlikePending = true
        showRow()
        output?.didChangeShownBlog(of: self)
        api.unlikeBlog(id: id) { [weak self] result in
            self?.didAnswer(result, endingRequest: \.isUnlikePending)
        }
    }

    /// A like's or an unlike's answer, handled alike: drops its overlay and keeps the newer copy; shows the row again
    /// only if what it shows changed.
    private func didAnswer(
        _ result: Result<Blog, APIError>, endingRequest isPending: ReferenceWritableKeyPath<BlogCellPresenter, Bool>
    ) {
        let shownBefore = shownBlog
        self[keyPath: isPending] = false
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
