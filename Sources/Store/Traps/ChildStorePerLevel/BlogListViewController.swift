// View of the blogs section (shared TableSectionView, BlogCells), with the third trap: it scopes a child store of the
// blogs out of the profile's, and a row's and a detail's out of that. Owns its view, both stores and its subscriptions,
// whose closures capture it weakly; pushes blog details on its navigation controller (weak, as UIKit does).
import ProfileKit

/// Renders the blogs section's admitted answer once per answer and the likes' toasts, feeds the table from the state,
/// sends taps, and pushes a blog detail when the state opens one. The section reads the blogs' store, a level below the
/// profile's; each row and each detail gets a store of its blog, a level below that (TCA's `ForEachStore` scoped one
/// per element).
@MainActor
final class BlogListViewController: ViewController {
    private let store: ProfileStore
    /// The blogs section scoped out of the profile's store: a child store, told after every action.
    private lazy var blogs = store.scope { $0.blogs }
    private lazy var section = TableSectionView.blogs()
    /// Its subscriptions to the profile's store and to the blogs'.
    private var subscriptions: [AnyObject] = []

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
        subscriptions.append(blogs.observe({ $0.answer }, removeDuplicates: { $0?.serial == $1?.serial }) {
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
            navigationController?.pushViewController(
                BlogDetailViewController(store: blogs.scope { $0.shownBlog(id: blogID) }, blogID: blogID))
        })
    }
}

// MARK: - Table

extension BlogListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int { blogs.state.blogs.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        let blog = blogs.state.shownBlog(at: row)
        cell.show(blog, from: blogs.scope { [id = blog.id] in $0.shownBlog(id: id) })
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
