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

    private lazy var screen = ProfileScreenView()

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        screen.refreshButton.addTarget(self, action: ProfileViewController.didTapRefresh)
        screen.blogsTable.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        screen.connectTables(to: self)
        setView(screen)
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
        screen.header.show(avatarName: avatarName, name: name, handle: handle, summary: summary)
    }

    func displayUserError(_ message: String) {
        screen.header.showError(message)
    }

    func displayBlogs() {
        screen.blogs.showTable()
    }

    func displayBlogsError(_ message: String) {
        screen.blogs.showError(message)
    }

    func displayDrafts() {
        screen.drafts.showTable()
    }

    func displayDraftsError(_ message: String) {
        screen.drafts.showError(message)
    }

    // `showToast(_:)`, the `ToastView` requirement, is the view controller's own.
}

// MARK: - Tables

extension ProfileViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int {
        tableView === screen.blogsTable ? blogList.numberOfBlogs : draftList.numberOfDrafts
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        if tableView === screen.blogsTable {
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
            cell.bind(to: blogList.cellPresenter(at: row))
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        draftList.configure(cell, at: row)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        if tableView === screen.blogsTable {
            blogList.didSelectBlog(at: row)
        } else {
            draftList.didSelectDraft(at: row)
        }
    }
}
