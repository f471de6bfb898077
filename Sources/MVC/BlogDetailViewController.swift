// The blog detail's controller (an MVC of its own): owns its view and what it shows; references its delegate (the blog
// list's controller, which holds the blog's state) weakly; its like button references it weakly.
import ProfileKit

/// Tells the controller that pushed a blog's detail what the user did there.
@MainActor
protocol BlogDetailViewControllerDelegate: AnyObject {
    func blogDetailViewControllerDidTapLike(_ controller: BlogDetailViewController)
}

/// Shows one blog whole and hands its like button to its delegate, the list's controller, which holds the blog's state
/// and shows it here whenever it changes: one source of truth, in the controller that pushed this one.
@MainActor
final class BlogDetailViewController: ViewController {
    let blogID: Int
    weak var delegate: (any BlogDetailViewControllerDelegate)?
    /// What the screen shows.
    private var shownBlog: Blog
    private lazy var detail = BlogDetailScreenView()

    /// `blog`: as the list shows it now.
    init(blog: Blog) {
        blogID = blog.id
        shownBlog = blog
        super.init()
        title = ProfileText.blogDetailTitle
    }

    override func loadView() {
        detail.likeButton.addTarget(self, action: BlogDetailViewController.didTapLikeButton)
        setView(detail)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        render()
    }

    /// The blog as the list shows it now; the screen shows it again only if that changes what it shows.
    func show(_ blog: Blog) {
        guard !blog.hasSameContent(as: shownBlog) else { return }
        shownBlog = blog
        render()
    }

    private func didTapLikeButton() {
        delegate?.blogDetailViewControllerDidTapLike(self)
    }

    private func render() {
        detail.showBlog(title: shownBlog.title, summary: shownBlog.summary,
                        likeTitle: ProfileText.likeTitle(shownBlog.likeCount), isLiked: shownBlog.isLiked,
                        shareText: ProfileText.shareText(shownBlog.shareCount))
    }
}
