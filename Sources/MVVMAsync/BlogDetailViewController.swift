// View of the blog detail (the shared BlogDetailScreenView). Owns its view model (view → view model) and its view; its
// bindings and its like button capture it weakly.
import ProfileKit

/// Renders the detail's state whole, runs the like command on a tap, shows the events' toasts.
@MainActor
final class BlogDetailViewController: ViewController {
    let viewModel: BlogDetailViewModel
    private lazy var detail = BlogDetailScreenView()

    init(viewModel: BlogDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = ProfileText.blogDetailTitle
    }

    override func loadView() {
        detail.likeButton.addTarget(viewModel, action: BlogDetailViewModel.didTapLike)
        setView(detail)
    }

    override func viewDidLoad() {
        // Bound for life: the tokens are not kept. The state is delivered at once: the first render.
        viewModel.state.bind { [weak self] state in self?.render(state) }
        viewModel.events.bind { [weak self] event in self?.handle(event) }
    }

    private func render(_ state: BlogCellState) {
        detail.showBlog(title: state.title, summary: state.summary, likeTitle: state.likeTitle, isLiked: state.isLiked,
                        shareText: state.shareText)
    }

    private func handle(_ event: BlogDetailViewModel.Event) {
        switch event {
        case .showToast(let message): showToast(message)
        }
    }
}
