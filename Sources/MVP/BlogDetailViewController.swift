// The blog detail's view controller: the passive view of `BlogDetailPresenter`. Owns its presenter and its view (the
// shared BlogDetailScreenView); referenced weakly by the presenter, and by its like button (target–action).
import ProfileKit

/// Shows what `BlogDetailPresenter` tells it and forwards its like button; decides nothing.
@MainActor
final class BlogDetailViewController: ViewController {
    let presenter: BlogDetailPresenter
    private lazy var detail = BlogDetailScreenView()

    /// Binds itself to `presenter` as its view, held weakly there.
    init(presenter: BlogDetailPresenter) {
        self.presenter = presenter
        super.init()
        title = ProfileText.blogDetailTitle
        presenter.view = self
    }

    override func loadView() {
        detail.likeButton.addTarget(self, action: BlogDetailViewController.didTapLikeButton)
        setView(detail)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.didLoadView()
    }

    private func didTapLikeButton() {
        presenter.didTapLike()
    }
}

// MARK: - BlogDetailView

extension BlogDetailViewController: BlogDetailView {
    func showBlog(title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String) {
        detail.showBlog(title: title, summary: summary, likeTitle: likeTitle, isLiked: isLiked, shareText: shareText)
    }
}
