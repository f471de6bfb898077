// View of the BlogDetail module: owns its presenter (view → presenter) and its view, the shared BlogDetailScreenView,
// whose like button references it weakly (target–action).
import ProfileKit

/// One blog, whole, and its like button: shows what the presenter tells it, reports its load and the tap.
@MainActor
final class BlogDetailViewController: ViewController {
    let output: any BlogDetailViewOutput
    private lazy var detail = BlogDetailScreenView()

    init(output: any BlogDetailViewOutput) {
        self.output = output
        super.init()
        title = ProfileText.blogDetailTitle
    }

    override func loadView() {
        detail.likeButton.addTarget(self, action: BlogDetailViewController.didTapLikeButton)
        setView(detail)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.didLoadView()
    }

    private func didTapLikeButton() {
        output.didTapLike()
    }
}

// MARK: - BlogDetailViewInput (`showToast(_:)` is ViewController's own)

extension BlogDetailViewController: BlogDetailViewInput {
    func showBlog(_ blog: BlogDisplayModel) {
        detail.showBlog(title: blog.title, summary: blog.summary, likeTitle: blog.likeTitle, isLiked: blog.isLiked,
                        shareText: blog.shareText)
    }
}
