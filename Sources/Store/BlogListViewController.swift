// View of the blogs section (shared TableSectionView, BlogCells). Owns its view, the store and its subscriptions, whose
// closures capture it weakly; pushes blog details on its navigation controller (weak, as UIKit does).
import ProfileKit

/// Renders the blogs section's admitted answer once per answer and the likes' toasts, feeds the table from the state,
/// sends taps, and pushes a blog detail when the state opens one.
@MainActor
final class BlogListViewController: ViewController {
    private let store: ProfileStore
    private lazy var section = TableSectionView.blogs()
    private var subscriptions: [Subscription<ProfileState>] = []

    init(store: ProfileStore) {
        self.store = store
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
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
        // Navigation as state: a blog detail opened by the reducer is pushed here, once per opening.
        subscriptions.append(store.observe({ $0.destination }, removeDuplicates: { $0?.serial == $1?.serial }) {
            [weak self] destination in
            guard let self, case .blogDetail(let blogID) = destination?.screen else { return }
            navigationController?.pushViewController(BlogDetailViewController(store: store, blogID: blogID))
        })
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
