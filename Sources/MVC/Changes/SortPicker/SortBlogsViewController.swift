// The sort screen's controller, an MVC of its own: owns its view and the order it opened with; references its delegate
// (the blog list's controller, which presented it) weakly; its buttons reference it weakly.
import ProfileKit

/// Tells the controller that presented the sort screen how it ended; that controller dismisses it, as the drafts list's
/// controller does the compose screen.
@MainActor
protocol SortBlogsViewControllerDelegate: AnyObject {
    func sortBlogsViewController(_ controller: SortBlogsViewController, didPick order: BlogOrder)
    func sortBlogsViewControllerDidCancel(_ controller: SortBlogsViewController)
}

/// Shows the blogs' order as the list keeps it, and hands the order the user picks to its delegate.
@MainActor
final class SortBlogsViewController: ViewController {
    weak var delegate: (any SortBlogsViewControllerDelegate)?
    /// The list's order when the screen opened: the one shown selected.
    private let order: BlogOrder
    private lazy var sortView = SortBlogsScreenView()

    init(order: BlogOrder) {
        self.order = order
        super.init()
        title = ProfileText.sortBlogsTitle
    }

    override func loadView() {
        for (order, button) in sortView.orderButtons {
            button.addTarget(self) { controller in { controller.didPick(order) } }
        }
        sortView.cancelButton.addTarget(self, action: SortBlogsViewController.didTapCancel)
        setView(sortView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sortView.showSelected(order)
    }

    private func didPick(_ order: BlogOrder) {
        delegate?.sortBlogsViewController(self, didPick: order)
    }

    private func didTapCancel() {
        delegate?.sortBlogsViewControllerDidCancel(self)
    }
}
