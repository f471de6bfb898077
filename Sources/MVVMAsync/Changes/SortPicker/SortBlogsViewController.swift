// View of the sort screen (the shared SortBlogsScreenView). Owns its view model (view → view model) and its view; its
// bindings capture it weakly, its buttons its view model. Dismisses itself on the view model's event.
import ProfileKit

/// Shows the order selected, passes each pick and Cancel to the view model, closes when it says so.
@MainActor
final class SortBlogsViewController: ViewController {
    let viewModel: SortBlogsViewModel
    private lazy var sortView = SortBlogsScreenView()

    init(viewModel: SortBlogsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = ProfileText.sortBlogsTitle
    }

    override func loadView() {
        for (order, button) in sortView.orderButtons {
            button.addTarget(viewModel) { viewModel in { viewModel.didPick(order) } }
        }
        sortView.cancelButton.addTarget(viewModel, action: SortBlogsViewModel.didTapCancel)
        setView(sortView)
    }

    override func viewDidLoad() {
        // Bound for life: the tokens are not kept. The order is delivered at once: the one render.
        viewModel.state.bind { [weak self] order in self?.sortView.showSelected(order) }
        viewModel.events.bind { [weak self] event in self?.handle(event) }
    }

    private func handle(_ event: SortBlogsViewModel.Event) {
        switch event {
        case .close: dismiss()
        }
    }
}
