// View of the blog detail (the shared BlogDetailScreenView), with the third trap: a store of its blog, scoped out of the
// blogs' store. Owns its view, that store and its subscription, whose closure captures it weakly; its like button
// targets it weakly.
import ProfileKit

/// Renders its blog as the list shows it, whole, when its view loads and then only when what it shows changes; sends
/// its like as the row's. A blog no longer listed leaves it as it is.
@MainActor
final class BlogDetailViewController: ViewController {
    private let store: Store<Blog?, ProfileAction>
    let blogID: Int
    private lazy var detail = BlogDetailScreenView()
    private var subscription: Subscription<Blog?>?

    init(store: Store<Blog?, ProfileAction>, blogID: Int) {
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
        // A blog no longer held (nil) is no change: the detail keeps what it shows, and compares later answers with it.
        subscription = store.observe(
            { blog in blog },
            removeDuplicates: { shown, now in now.map { shown?.hasSameContent(as: $0) ?? false } ?? true }
        ) { [weak self] blog in
            if let blog { self?.render(blog) }
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
