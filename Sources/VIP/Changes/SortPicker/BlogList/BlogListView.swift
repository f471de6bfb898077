// View of the BlogList module: owns its interactor (view → interactor), the rows it displays and its view, the shared
// blogs section with the table's cells. The table, the cells and the Sort button reference it weakly.
import ProfileKit

/// The blogs section: keeps the rows it was given — the one-way cycle has no way back to ask the presenter — and
/// sends each tap to the interactor with the blog's id.
///
/// A row the presenter displays again is found by id in O(1); the view configures its visible cell in place only when
/// the row shows something new.
@MainActor
final class BlogListView: View, ProfileSectionView {
    private lazy var section = TableSectionView.blogs(sortable: true)
    private var tableView: TableView { section.tableView }
    /// The rows of the last admitted blogs answer, as shown, indexed by blog id.
    private var rows = IdentifiedArray<DisplayedBlog>()
    /// The hidden table's cells are laid out for rows arranged since, under the error: none is shown until a reload.
    private var cellsAreStale = false

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: BlogListView.didTapSortButton)
        setView(section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor.refresh(request: BlogListRequest.load)
    }

    func reloadSection() {
        interactor.refresh(request: BlogListRequest.load)
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: BlogListViewModel.self, in: self) {
        case .rows(let blogs):
            rows = IdentifiedArray(blogs)
            cellsAreStale = false
            section.showTable()
        case .arrangedRows(let blogs):
            rows = IdentifiedArray(blogs)
            // Behind the section's error the rows wait, arranged, for the next answer: nothing renders.
            if !tableView.isHidden { section.showTable() } else { cellsAreStale = true }
        case .error(let message):
            // The rows stay: the table is hidden, and the worker's blogs still answer likes.
            section.showError(message)
        case .row(let blog):
            guard let row = rows.index(id: blog.id), rows[row] != blog else { return }
            rows[row] = blog
            guard !cellsAreStale else { return }
            // Only the cell the table shows for `row` now: a cell that left the row is in the reuse queue.
            (tableView.cellForRow(at: row) as? BlogCell)?.show(blog)
        case .toast(let message):
            showToast(message)
        }
    }

    private func didTapSortButton() {
        interactor.refresh(request: BlogListRequest.sort)
    }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension BlogListView: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        cell.delegate = self
        cell.show(rows[row])
        return cell
    }
}

extension BlogListView: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard rows.indices.contains(row) else { return }
        interactor.refresh(request: BlogListRequest.select(blogID: rows[row].id))
    }
}

// MARK: - BlogCellDelegate

extension BlogListView: BlogCellDelegate {
    /// Asks the table which row the cell shows now: cells are reused.
    func blogCellDidTapLike(_ cell: BlogCell) {
        guard let row = tableView.row(for: cell), rows.indices.contains(row) else { return }
        interactor.refresh(request: BlogListRequest.like(blogID: rows[row].id))
    }
}
