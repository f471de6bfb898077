// The blogs section's view controller: the passive view of `BlogListPresenter`, the table's data source and
// delegate, and its navigator. Owns its presenter and its section view; the table references it weakly.
import ProfileKit

/// Shows the blogs section and forwards its events; binds each visible cell to its row's presenter.
@MainActor
final class BlogListViewController: ViewController {
    let presenter: BlogListPresenter
    private lazy var section = TableSectionView.blogs(sortable: true)

    /// Binds itself to `presenter` as its view and navigator, held weakly there (in article 004's demo, C binds V
    /// and P).
    init(presenter: BlogListPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
        presenter.navigator = self
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: BlogListViewController.didTapSortButton)
        setView(section)
    }

    private func didTapSortButton() {
        presenter.didTapSortBlogs()
    }
}

// MARK: - BlogListView, BlogListNavigator

extension BlogListViewController: BlogListView, BlogListNavigator {
    func showBlogs() {
        section.showTable()
    }

    func showBlogsError(_ message: String) {
        section.showError(message)
    }

    // `showToast(_:)`, the `ToastView` requirement, is the view controller's own.

    func openBlogDetail(_ presenter: BlogDetailPresenter) {
        navigationController?.pushViewController(BlogDetailViewController(presenter: presenter))
    }

    func openSortBlogs(_ presenter: SortBlogsPresenter) {
        present(SortBlogsViewController(presenter: presenter))
    }

    func closeSortBlogs() {
        dismiss()
    }
}

// MARK: - Table

extension BlogListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfBlogs
    }

    /// The cell is configured by its binding, and by nothing else.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        cell.bind(to: presenter.rowPresenter(at: row))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.didSelectBlog(at: row)
    }

    /// A cell waiting in the reuse queue may never be dequeued again: unbind it now, not only on reuse.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt row: Int) {
        (cell as? BlogCell)?.unbind()
    }
}
