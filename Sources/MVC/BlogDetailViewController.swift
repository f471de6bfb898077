// The blog detail's controller, an MVC of its own over the shared model: owns its view, what it shows and its observer
// token; references nothing weakly but is observed weakly (its like button, the model's handler), and removes itself.
import ProfileKit

/// Shows one blog whole, sends its like button to the model, and follows the model: a like answered for the list, or
/// a refresh landing, shows here in place.
@MainActor
final class BlogDetailViewController: ViewController {
    private let model: ProfileModel
    private let blogID: Int
    /// What the screen shows.
    private var shownBlog: Blog
    private lazy var detail = BlogDetailScreenView()
    private var modelObserver: ProfileModel.ObserverToken?

    /// `blog`: as the list shows it now.
    init(blog: Blog, model: ProfileModel) {
        self.model = model
        blogID = blog.id
        shownBlog = blog
        super.init()
        title = ProfileText.blogDetailTitle
    }

    /// The model outlives this screen: an observer left behind would be called, and kept, for nothing.
    isolated deinit {
        modelObserver.map(model.removeObserver)
    }

    override func loadView() {
        detail.likeButton.addTarget(self, action: BlogDetailViewController.didTapLikeButton)
        setView(detail)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showBlog()
        modelObserver = model.addObserver { [weak self] change in self?.modelDidChange(change) }
    }

    private func didTapLikeButton() {
        if model.likeBlog(id: blogID) == .alreadyLiked { showToast(ProfileText.alreadyLiked) }
    }

    /// Its blog may show something new. One the model no longer holds stays as shown; the list shows failures.
    private func modelDidChange(_ change: ProfileModel.Change) {
        switch change {
        case .blogChanged(id: blogID, _), .blogsLoaded(error: nil):
            guard let blog = model.shownBlog(id: blogID), !blog.hasSameContent(as: shownBlog) else { return }
            shownBlog = blog
            showBlog()
        case .blogChanged, .blogsLoaded, .likeFailed:
            break
        }
    }

    private func showBlog() {
        detail.showBlog(title: shownBlog.title, summary: shownBlog.summary,
                        likeTitle: ProfileText.likeTitle(shownBlog.likeCount), isLiked: shownBlog.isLiked,
                        shareText: ProfileText.shareText(shownBlog.shareCount))
    }
}
