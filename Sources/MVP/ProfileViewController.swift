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

    private let refreshButton = Button(identifier: ProfileID.refresh)
    private let header = ProfileHeaderView()
    private let blogsTable = TableView(identifier: ProfileID.Blogs.table)
    private let blogsErrorLabel = Label(identifier: ProfileID.Blogs.error)
    private let draftsTable = TableView(identifier: ProfileID.Drafts.table)
    private let draftsErrorLabel = Label(identifier: ProfileID.Drafts.error)

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
        blogsErrorLabel.isHidden = true
        draftsErrorLabel.isHidden = true

        let root = View()
        for subview in [refreshButton, header, blogsTable, blogsErrorLabel, draftsTable, draftsErrorLabel] {
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
        show(blogsTable, hiding: blogsErrorLabel)
    }

    func displayBlogsError(_ message: String) {
        show(message, in: blogsErrorLabel, hiding: blogsTable)
    }

    func displayDrafts() {
        show(draftsTable, hiding: draftsErrorLabel)
    }

    func displayDraftsError(_ message: String) {
        show(message, in: draftsErrorLabel, hiding: draftsTable)
    }

    // `showToast(_:)`, the `ToastView` requirement, is the view controller's own.

    private func show(_ table: TableView, hiding errorLabel: Label) {
        table.isHidden = false
        errorLabel.isHidden = true
        table.reloadData()
    }

    private func show(_ message: String, in errorLabel: Label, hiding table: TableView) {
        table.isHidden = true
        errorLabel.text = message
        errorLabel.isHidden = false
    }
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
