// View of the BlogDetail module: owns its interactor (view → interactor), the blog the route brought until its view
// loads, what it displays, and its view, the shared BlogDetailScreenView, whose like button references it weakly.
import ProfileKit

/// One blog, whole, and its like button. The router hands it the blog (`show(route:userInfo:)`) before it loads, as the
/// article's TwoView keeps its `userInfo` until `viewDidLoad`; it then asks its interactor to open that blog.
@MainActor
final class BlogDetailView: View {
    private lazy var detail = BlogDetailScreenView()
    /// The blog the route brought: set by `show(route:userInfo:)`, read once when the view loads.
    private var routedBlog: Blog?
    private var shown: DisplayedBlog?

    required init(interactor: Interactor) {
        super.init(interactor: interactor)
        title = ProfileText.blogDetailTitle
    }

    /// `userInfo` must be the blog: anything else is a route written wrong.
    override func show(route: Router, userInfo: Any?) {
        guard let blog = userInfo as? Blog else {
            preconditionFailure("BlogDetailView expects the blog as userInfo, got \(String(describing: userInfo))")
        }
        routedBlog = blog
    }

    override func loadView() {
        detail.likeButton.addTarget(self, action: BlogDetailView.didTapLikeButton)
        setView(detail)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let routedBlog else {
            preconditionFailure("BlogDetailView loaded without its blog: route here with push(identifier:) and the blog")
        }
        interactor.refresh(request: BlogDetailRequest.open(routedBlog))
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: BlogDetailViewModel.self, in: self) {
        case .blog(let blog):
            guard blog != shown else { return }
            shown = blog
            detail.showBlog(title: blog.title, summary: blog.summary, likeTitle: blog.likeTitle, isLiked: blog.isLiked,
                            shareText: blog.shareText)
        case .toast(let message):
            showToast(message)
        }
    }

    private func didTapLikeButton() {
        interactor.refresh(request: BlogDetailRequest.like)
    }
}
