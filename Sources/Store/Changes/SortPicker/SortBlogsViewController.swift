// View of the sort screen (the shared SortBlogsScreenView), a slice of the scene's store. Owns its view and the store;
// its buttons target it weakly. Dismissed by the blogs section when the state closes it.
import ProfileKit

/// Shows the current order once, when its view loads; sends the order picked, or Cancel, tagged with its opening.
@MainActor
final class SortBlogsViewController: ViewController {
    private let store: ProfileStore
    /// Which opening of the sort screen this is: actions of a closed one are ignored.
    private let serial: Int
    private lazy var sort = SortBlogsScreenView()

    init(store: ProfileStore, serial: Int) {
        self.store = store
        self.serial = serial
        super.init()
        title = ProfileText.sortBlogsTitle
    }

    override func loadView() {
        for (order, button) in sort.orderButtons {
            button.addTarget(self) { screen in { screen.didPick(order) } }
        }
        sort.cancelButton.addTarget(self, action: SortBlogsViewController.didTapCancel)
        setView(sort)
    }

    override func viewDidLoad() {
        sort.showSelected(store.state.blogs.order)
    }

    private func didPick(_ order: BlogOrder) { store.send(.sort(serial: serial, .picked(order))) }
    private func didTapCancel() { store.send(.sort(serial: serial, .cancelTapped)) }
}
