// View of the blogs section (shared TableSectionView, BlogCells, the Sort button). Owns its view model (view → view
// model) and its view; its bindings capture it weakly; pushes details on its navigation controller (weak, as UIKit
// does) and presents the sort screen.
import ProfileKit

/// Renders the section's state, binds each visible cell to its row view model, forwards taps, handles events.
@MainActor
final class BlogListViewController: ViewController {
    private let viewModel: BlogListViewModel
    private lazy var section = TableSectionView.blogs(sortable: true)

    init(viewModel: BlogListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        section.actionButton?.addTarget(viewModel, action: BlogListViewModel.didTapSort)
        setView(section)
    }

    override func viewDidLoad() {
        // Bound for life: the tokens are not kept. Nil (nothing loaded yet) renders nothing.
        viewModel.state.bind { [weak self] state in
            guard let self, let state else { return }
            section.render(state)
        }
        viewModel.events.bind { [weak self] event in self?.handle(event) }
    }

    /// Navigation is the view's here: it pushes nothing while a screen covers the profile (a second tap on the row,
    /// landing while the first one's detail comes in).
    private func handle(_ event: BlogListViewModel.Event) {
        switch event {
        case .showToast(let message):
            showToast(message)
        case .openBlogDetail(let detail):
            guard isOnTop else { return }
            navigationController?.pushViewController(BlogDetailViewController(viewModel: detail))
        case .openSortBlogs(let sort):
            present(SortBlogsViewController(viewModel: sort))
        }
    }
}

// MARK: - Table

extension BlogListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int { viewModel.numberOfBlogs }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        cell.bind(to: viewModel.blogCellViewModel(at: row))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.didSelectBlog(at: row)
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt row: Int) {
        (cell as? BlogCell)?.unbind()
    }
}
