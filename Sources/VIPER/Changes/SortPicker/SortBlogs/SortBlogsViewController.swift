// View of the SortBlogs module: owns its presenter (view → presenter) and its view, the shared SortBlogsScreenView,
// whose buttons reference it weakly (target–action).
import ProfileKit

/// A button per order and Cancel: shows the order the presenter tells it, reports its load and the taps.
@MainActor
final class SortBlogsViewController: ViewController {
    let output: any SortBlogsViewOutput
    private lazy var sortView = SortBlogsScreenView()

    init(output: any SortBlogsViewOutput) {
        self.output = output
        super.init()
        title = ProfileText.sortBlogsTitle
    }

    override func loadView() {
        for (order, button) in sortView.orderButtons {
            button.addTarget(self) { controller in { controller.output.didTapOrder(order) } }
        }
        sortView.cancelButton.addTarget(self, action: SortBlogsViewController.didTapCancelButton)
        setView(sortView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.didLoadView()
    }

    private func didTapCancelButton() {
        output.didTapCancel()
    }
}

// MARK: - SortBlogsViewInput

extension SortBlogsViewController: SortBlogsViewInput {
    func showSelected(_ order: BlogOrder) {
        sortView.showSelected(order)
    }
}
