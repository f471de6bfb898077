// Leaky variant (`bench --variant leaky`, never compared): the MVVM scene's blogs view, its state binding capturing
// it strongly; the module's other files link to the correct scene's (LeakyVariantSourceTests).
import ProfileKit

/// Renders the section's state, binds each visible cell to its row view model, forwards taps, handles events.
@MainActor
final class BlogListViewController: ViewController {
    private let viewModel: BlogListViewModel
    private lazy var section = TableSectionView.blogs()

    init(viewModel: BlogListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        setView(section)
    }

    override func viewDidLoad() {
        // Bound for life: the tokens are not kept. Nil (nothing loaded yet) renders nothing.
        viewModel.state.bind { state in   // the mistake: `self` captured strongly, no `[weak self]`
            guard let state else { return }
            self.section.render(state)
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
