// The MVP scene's view controller: composes the passive views, forwards their events, serves the tables.
// Owns its presenter (and through it the whole module) and its views; tables reference it weakly.
import ProfileKit

/// Lays out the profile screen and is the passive view of the three presenters: it decides nothing.
///
/// Every event goes to a presenter (`didLoadView`, `didTapRefresh`, `didSelectBlog(at:)`, …); every change
/// on screen comes from a presenter through `ProfileView`, `BlogListView` or `DraftListView`.
@MainActor
final class ProfileViewController: ViewController {
    let presenter: ProfilePresenter

    private lazy var refreshButton = Button(identifier: ProfileID.refresh)
    private lazy var header = ProfileHeaderView()
    private lazy var blogsSection = TableSectionView.blogs()
    private lazy var draftsSection = TableSectionView.drafts()
    private var blogsTable: TableView { blogsSection.tableView }
    private var draftsTable: TableView { draftsSection.tableView }

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        refreshButton.title = ProfileText.refreshTitle
        refreshButton.addTarget(self, action: ProfileViewController.didTapRefresh)

        blogsTable.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        draftsTable.register(DraftRowCell.self, forCellReuseIdentifier: DraftRowCell.reuseIdentifier)
        for table in [blogsTable, draftsTable] {
            table.dataSource = self
            table.delegate = self
        }
        let root = View()
        for subview in [refreshButton, header, blogsSection, draftsSection] {
            root.addSubview(subview)
        }
        setView(root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.didLoadView()
    }

    private func didTapRefresh() {
        presenter.didTapRefresh()
    }

    private var blogList: BlogListPresenter { presenter.blogList }
    private var draftList: DraftListPresenter { presenter.draftList }
}

// MARK: - Passive views

extension ProfileViewController: ProfileView, BlogListView, DraftListView {
    func displayUser(avatarName: String, name: String, handle: String, summary: String) {
        header.show(avatarName: avatarName, name: name, handle: handle, summary: summary)
    }

    func displayUserError(_ message: String) {
        header.showError(message)
    }

    func displayBlogs() {
        blogsSection.showTable()
    }

    func displayBlogsError(_ message: String) {
        blogsSection.showError(message)
    }

    func displayDrafts() {
        draftsSection.showTable()
    }

    func displayDraftsError(_ message: String) {
        draftsSection.showError(message)
    }

    // `showToast(_:)`, the `ToastView` requirement, is the view controller's own.
}

// MARK: - Tables

extension ProfileViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int {
        tableView === blogsTable ? blogList.numberOfBlogs : draftList.numberOfDrafts
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        if tableView === blogsTable {
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
            cell.bind(to: blogList.cellPresenter(at: row))
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        draftList.configure(cell, at: row)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        if tableView === blogsTable {
            blogList.didSelectBlog(at: row)
        } else {
            draftList.didSelectDraft(at: row)
        }
    }
}
