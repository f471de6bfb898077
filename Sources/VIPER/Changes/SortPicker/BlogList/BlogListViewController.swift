// View of the BlogList module: owns its presenter (view → presenter) and its view, the shared blogs section, with
// the table's cells and the Sort button. The table, the cells and the button reference it weakly (data source,
// delegate, cell delegate, target–action).
import ProfileKit

/// The blogs section: a table fed row by row by the presenter, and an error in its place.
///
/// It holds no rows: `cellForRowAt` asks the presenter for the row's display model. A like tap arrives from a
/// cell, which does not know its row; the table does, at the moment of the tap.
@MainActor
final class BlogListViewController: ViewController {
    let output: any BlogListViewOutput
    private lazy var section = TableSectionView.blogs(sortable: true)
    private var tableView: TableView { section.tableView }

    init(output: any BlogListViewOutput) {
        self.output = output
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: BlogListViewController.didTapSortButton)
        setView(section)
    }

    private func didTapSortButton() {
        output.didTapSort()
    }
}

// MARK: - BlogListViewInput (`showToast(_:)` is ViewController's own)

extension BlogListViewController: BlogListViewInput {
    func showBlogs() {
        section.showTable()
    }

    func showBlogsError(_ message: String) {
        section.showError(message)
    }

    /// Only the cell the table shows for `row` now: a cell that left the row is in the reuse queue, not here.
    func showBlog(_ blog: BlogDisplayModel, at row: Int) {
        (tableView.cellForRow(at: row) as? BlogCell)?.show(blog)
    }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension BlogListViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        output.numberOfBlogs
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        cell.delegate = self
        cell.show(output.blog(at: row))
        return cell
    }
}

extension BlogListViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.didSelectBlog(at: row)
    }
}

// MARK: - BlogCellDelegate

extension BlogListViewController: BlogCellDelegate {
    /// Asks the table which row the cell shows now: cells are reused, rows are what the presenter knows.
    func blogCellDidTapLike(_ cell: BlogCell) {
        guard let row = tableView.row(for: cell) else { return }
        output.didTapLike(at: row)
    }
}
