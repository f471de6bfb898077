// View of the blog detail (the shared BlogDetailScreenView). Owns its view model (view → view model), its view and what
// it shows; its event closure and its like button capture it weakly.
import ProfileKit

/// Renders the detail's state whole in `updateProperties()`, runs the like command on a tap, shows the events' toasts.
@MainActor
final class BlogDetailViewController: ViewController {
    let viewModel: BlogDetailViewModel
    private lazy var detail = BlogDetailScreenView()
    /// What the screen shows: the update renders only when the blog shows something else (docs/SCENE.md, "One source of
    /// truth across screens"). The update runs on any admitted blogs answer, which it reads, changed blog or not.
    private var shown: BlogCellState?

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
        viewModel.onEvent = { [weak self] event in self?.handle(event) }
        setNeedsUpdateProperties()
    }

    /// Tracked: reads the blog's state. The first run is the first render.
    override func updateProperties() {
        let state = viewModel.state
        guard state != shown else { return }
        shown = state
        detail.showBlog(title: state.title, summary: state.summary, likeTitle: state.likeTitle, isLiked: state.isLiked,
                        shareText: state.shareText)
    }

    private func handle(_ event: BlogDetailViewModel.Event) {
        switch event {
        case .showToast(let message): showToast(message)
        }
    }
}
