// View: the passive profile screen. Owns its presenter strongly (view → presenter), its views and cells;
// forwards every event and renders display models. The table and cells reference it weakly.
import ProfileKit

/// The profile screen: lays out the header, the two tables and their error labels, and does as it is told.
///
/// It holds display models, never entities, and decides nothing: a tap becomes a `did…` message to its
/// output, a `show…` message from the presenter becomes label text.
@MainActor
final class ProfileViewController: ViewController {
    /// The presenter. The only strong link into the module: this screen's lifetime is the module's.
    let output: any ProfileViewOutput

    private lazy var screen = ProfileScreenView()

    private var blogs: [BlogDisplayModel] = []
    private var drafts: [DraftDisplayModel] = []

    init(output: any ProfileViewOutput) {
        self.output = output
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        screen.refreshButton.addTarget(self, action: ProfileViewController.refreshTapped)
        screen.blogsTable.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        screen.connectTables(to: self)
        setView(screen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.didLoadView()
    }

    private func refreshTapped() {
        output.didTapRefresh()
    }
}

// MARK: - ProfileViewInput (`showToast(_:)` is ViewController's own)

extension ProfileViewController: ProfileViewInput {
    func showHeader(_ header: ProfileHeaderDisplayModel) {
        screen.header.show(avatarName: header.avatarName, name: header.name, handle: header.handle, summary: header.summary)
    }

    func showHeaderError(_ message: String) {
        screen.header.showError(message)
    }

    func showBlogs(_ blogs: [BlogDisplayModel]) {
        self.blogs = blogs
        screen.blogs.showTable()
    }

    func showBlogsError(_ message: String) {
        screen.blogs.showError(message)
    }

    func showDrafts(_ drafts: [DraftDisplayModel]) {
        self.drafts = drafts
        screen.drafts.showTable()
    }

    func showDraftsError(_ message: String) {
        screen.drafts.showError(message)
    }

    func showBlog(_ blog: BlogDisplayModel, at row: Int) {
        guard blogs.indices.contains(row) else { return }
        blogs[row] = blog
        screen.blogsTable.reloadRows(at: [row])
    }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension ProfileViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        tableView === screen.blogsTable ? blogs.count : drafts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        if tableView === screen.blogsTable {
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
            cell.delegate = self
            cell.configure(with: blogs[row])
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        cell.configure(with: drafts[row])
        return cell
    }
}

extension ProfileViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        if tableView === screen.blogsTable {
            output.didSelectBlog(at: row)
        } else {
            output.didSelectDraft(at: row)
        }
    }
}

// MARK: - BlogCellDelegate

extension ProfileViewController: BlogCellDelegate {
    /// Asks the table which row the cell shows *now*: cells are reused, rows are what the presenter knows.
    func blogCellDidTapLike(_ cell: BlogCell) {
        guard let row = screen.blogsTable.row(for: cell) else { return }
        output.didTapLike(at: row)
    }
}
