// View of the blog detail (the shared BlogDetailScreenView), a slice of the scene's store: the list's blog, never a copy.
// Owns its view, the store and its subscription, whose closure captures it weakly; its like button targets it weakly.
import ProfileKit

/// Renders its blog as the list shows it, whole, when its view loads and then only when what it shows changes; sends
/// its like as the row's. A blog no longer listed leaves it as it is.
@MainActor
final class BlogDetailViewController: ViewController {
    private let store: ProfileStore
    let blogID: Int
    private lazy var detail = BlogDetailScreenView()
    private var subscription: Subscription<ProfileState>?

    init(store: ProfileStore, blogID: Int) {
        self.store = store
        self.blogID = blogID
        super.init()
        title = ProfileText.blogDetailTitle
    }

    override func loadView() {
        detail.likeButton.addTarget(self, action: BlogDetailViewController.didTapLikeButton)
        setView(detail)
    }

    override func viewDidLoad() {
        // The trap: the detail renders its blog after every action, changed or not; a blog no longer held, not at all.
        subscription = store.subscribe { [weak self, blogID] state in
            if let blog = state.blogs.shownBlog(id: blogID) { self?.render(blog) }
        }
    }

    private func render(_ blog: Blog) {
        detail.showBlog(title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
                        isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
    }

    private func didTapLikeButton() {
        store.send(.likeTapped(blogID: blogID))
    }
}
