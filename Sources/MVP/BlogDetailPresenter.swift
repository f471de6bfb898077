// The blog detail's presenter: what the detail screen shows and where its like goes. Owns what the screen shows;
// references its passive view and its output (the list's presenter, which holds the blog's state) weakly.
import ProfileKit

/// Presents one blog to the detail screen, whole, and sends the screen's like to its output.
///
/// It keeps no server copy and no like in flight: those are the blog's row presenter's, reached through the
/// output. It keeps only what the screen shows, so that the screen changes only when the blog, as the list shows
/// it, changes what the screen shows.
@MainActor
final class BlogDetailPresenter {
    let blogID: Int
    /// The detail's view controller, which owns this presenter.
    weak var view: (any BlogDetailView)?
    private weak var output: (any BlogDetailPresenterOutput)?
    /// What the screen shows.
    private var shownBlog: Blog

    init(blog: Blog, output: any BlogDetailPresenterOutput) {
        blogID = blog.id
        shownBlog = blog
        self.output = output
    }

    // MARK: Events

    func didLoadView() {
        showBlog()
    }

    func didTapLike() {
        output?.blogDetailDidTapLike(blogID: blogID)
    }

    // MARK: Input from the list's presenter

    /// The blog as the list shows it now; the screen shows it only if that changes what the screen shows.
    func update(_ blog: Blog) {
        guard !blog.hasSameContent(as: shownBlog) else { return }
        shownBlog = blog
        showBlog()
    }

    // MARK: Display

    private func showBlog() {
        view?.showBlog(
            title: shownBlog.title, summary: shownBlog.summary, likeTitle: ProfileText.likeTitle(shownBlog.likeCount),
            isLiked: shownBlog.isLiked, shareText: ProfileText.shareText(shownBlog.shareCount))
    }
}
