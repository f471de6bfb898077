// View of the blogs section (shared TableSectionView, BlogCells). Owns its view, the store and its subscriptions, whose
// closures capture it weakly; pushes blog details and presents the sort screen through its navigation controller (weak,
// as UIKit does); references the sort screen it presented weakly.
import ProfileKit

/// Renders the blogs section's admitted answer once per answer and the likes' toasts, feeds the table from the state,
/// sends taps, and pushes a blog detail when the state opens one.
@MainActor
final class BlogListViewController: ViewController {
    private let store: ProfileStore
    private lazy var section = TableSectionView.blogs(sortable: true)
    private var subscriptions: [Subscription<ProfileState>] = []
    /// The sort screen presented, while it is up (the navigation controller presents it and owns it).
    private weak var sortScreen: SortBlogsViewController?

    init(store: ProfileStore) {
        self.store = store
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: BlogListViewController.didTapSort)
        setView(section)
    }

    override func viewDidLoad() {
        // One number tells a new answer: its rows are not compared (docs/SCENE.md, "Equal work": rendered, changed or not).
        subscriptions.append(store.observe({ $0.blogs.answer }, removeDuplicates: { $0?.serial == $1?.serial }) {
            [weak self] answer in
            guard let self, let answer else { return }
            if let error = answer.content { section.showError(error.message) } else { section.showTable() }
        })
        // The state's toasts, all of them the likes' (already liked, a like failed), wherever the like was tapped.
        subscriptions.append(store.observe({ $0.toast }) { [weak self] toast in
            if let toast { self?.showToast(toast.message) }
        })
        // Navigation as state: a blog detail or the sort screen opened by the reducer is shown here, once per opening.
        subscriptions.append(store.observe({ $0.destination }, removeDuplicates: { $0?.serial == $1?.serial }) {
            [weak self] destination in self?.navigate(to: destination)
        })
    }

    private func navigate(to destination: ProfileState.Destination?) {
        switch destination?.screen {
        case .blogDetail(let blogID):
            navigationController?.pushViewController(BlogDetailViewController(store: store, blogID: blogID))
        case .sort:
            guard let serial = destination?.serial else { return }
            let screen = SortBlogsViewController(store: store, serial: serial)
            sortScreen = screen
            present(screen)
        default:  // another section's screen, or none: a sort screen still up was closed by the state
            if let sortScreen, sortScreen.presentingViewController != nil { sortScreen.dismiss() }
        }
    }

    /// Sent only while the profile is on top: a double tap's second touch lands before the modal covers the button.
    private func didTapSort() {
        guard isOnTop else { return }
        store.send(.sortTapped)
    }
}

// MARK: - Table

extension BlogListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int { store.state.blogs.blogs.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        cell.show(store.state.blogs.shownBlog(at: row), from: store)
        return cell
    }

    /// Sent only while the profile is on top: a second tap on the row, landing while the first one's detail comes in,
    /// is not the user's choice of a screen (docs/SCENE.md, "Repeated input").
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard isOnTop else { return }
        store.send(.blogSelected(row: row))
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt row: Int) {
        (cell as? BlogCell)?.stopShowing()
    }
}
