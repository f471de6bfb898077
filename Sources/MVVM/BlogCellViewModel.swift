// Row view model of a blog: its display state as bindable values, and the like command. Owns its Observable
// boxes (and so the bindings in them); references the API strongly (view model → API) and its list only
// through `showToast`, which holds the list weakly. Knows no view and no cell.

import ProfileKit

/// One blog row's state and behaviour, testable without any view: call `likeBlog()`, observe the values.
///
/// The list view model owns one per blog and keeps it across refreshes (matched by blog id), so a like in
/// flight is answered by the row it started from, whatever was reloaded in between.
@MainActor
final class BlogCellViewModel {
    let title = Observable("")
    let summary = Observable("")
    /// The like button's title, e.g. "♥ 312".
    let likeTitle = Observable("")
    /// The like button's selected state.
    let isLiked = Observable(false)
    let shareText = Observable("")

    /// The blog as shown, a like in flight included (this is what a detail screen opens).
    private(set) var blog: Blog {
        didSet { publish() }
    }
    private var isLikePending = false
    private let api: any ProfileAPI
    private let showToast: @MainActor (String) -> Void

    init(blog: Blog, api: any ProfileAPI, showToast: @escaping @MainActor (String) -> Void) {
        self.blog = blog
        self.api = api
        self.showToast = showToast
        publish()
    }

    // MARK: Commands

    /// Likes the blog: liked and counted at once, then confirmed or rolled back by the server.
    /// A liked blog, or one whose like is in flight, is not liked twice: the user is told instead.
    func likeBlog() {
        guard !blog.isLiked, !isLikePending else {
            showToast(ProfileText.alreadyLiked)
            return
        }
        isLikePending = true
        blog = blog.applyingOptimisticLike()
        // The toast goes through the captured relay, not `self`: a row dropped by a refresh still reports its
        // failure, while a torn-down scene does not (the relay holds the list weakly).
        api.likeBlog(id: blog.id) { [weak self, showToast = self.showToast] result in
            self?.finishLike(with: result)
            if case .failure(let error) = result {
                showToast(error.message)
            }
        }
    }

    /// Shows a fresh server copy of the blog, keeping a like that is still in flight.
    func update(with serverBlog: Blog) {
        let shown = serverBlog.mergingPendingLike(isPending: isLikePending)
        guard shown != blog else { return }
        blog = shown
    }

    // MARK: Private

    private func finishLike(with result: Result<Blog, APIError>) {
        isLikePending = false
        switch result {
        case .success(let serverBlog): blog = serverBlog
        case .failure: blog = blog.revertingOptimisticLike()
        }
    }

    private func publish() {
        title.value = blog.title
        summary.value = blog.summary
        likeTitle.value = ProfileText.likeTitle(blog.likeCount)
        isLiked.value = blog.isLiked
        shareText.value = ProfileText.shareText(blog.shareCount)
    }
}
