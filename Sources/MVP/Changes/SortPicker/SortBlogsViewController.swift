// The sort screen's view controller: the passive view of `SortBlogsPresenter`. Owns its presenter and its view (the
// shared SortBlogsScreenView); referenced weakly by the presenter and by its buttons (target–action).
import ProfileKit

/// Shows what `SortBlogsPresenter` tells it; forwards the order whose button was tapped, and Cancel. Decides nothing.
@MainActor
final class SortBlogsViewController: ViewController {
    let presenter: SortBlogsPresenter
    private lazy var sortView = SortBlogsScreenView()

    /// Binds itself to `presenter` as its view, held weakly there.
    init(presenter: SortBlogsPresenter) {
        self.presenter = presenter
        super.init()
        title = ProfileText.sortBlogsTitle
        presenter.view = self
    }

    override func loadView() {
        for (order, button) in sortView.orderButtons {
            button.addTarget(self) { controller in { controller.didTapOrderButton(order) } }
        }
        sortView.cancelButton.addTarget(self, action: SortBlogsViewController.didTapCancelButton)
        setView(sortView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.didLoadView()
    }

    private func didTapOrderButton(_ order: BlogOrder) {
        presenter.didPick(order)
    }

    private func didTapCancelButton() {
        presenter.didTapCancel()
    }
}

// MARK: - SortBlogsView

extension SortBlogsViewController: SortBlogsView {
    func showSelected(_ order: BlogOrder) {
        sortView.showSelected(order)
    }
}
