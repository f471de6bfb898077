// The floor: the whole profile scene in one view controller with no architecture — state, API calls and
// view updates inline. Owns its views, cells (through its tables) and state; the tables and cells reference it weakly.
import ProfileKit

/// The cheapest correct implementation of docs/SCENE.md: the baseline every pattern is measured against.
///
/// It is the "massive view controller" the source article warns about, kept deliberately minimal: one object
/// does the work that the patterns spread over roles, so the difference in cost *is* the architecture.
/// It runs through the same conformance scripts as the four patterns, so it does the same visible work.
@MainActor
final class FloorViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let api: any ProfileAPI
    private let userID: Int
    private var blogs = IdentifiedArray<Blog>()
    private var drafts: [Draft] = []
    private var pendingLikeIDs: Set<Int> = []

    private lazy var screen = ProfileScreenView()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        screen.refreshButton.addTarget(self, action: FloorViewController.load)
        screen.blogsTable.register(FloorBlogCell.self, forCellReuseIdentifier: FloorBlogCell.reuseIdentifier)
        screen.connectTables(to: self)
        setView(screen)
    }

    override func viewDidLoad() { load() }

    private func load() {
        api.fetchUser(id: userID) { [weak self] in self?.show(user: $0) }
        api.fetchBlogs(userID: userID) { [weak self] in self?.show(blogs: $0) }
        api.fetchDrafts(userID: userID) { [weak self] in self?.show(drafts: $0) }
    }

    private func show(user result: Result<User, APIError>) {
        switch result {
        case .success(let user):
            screen.header.show(avatarName: user.avatarName, name: user.displayName,
                        handle: ProfileText.handle(user), summary: ProfileText.summary(user))
        case .failure(let error):
            screen.header.showError(ProfileText.sectionError(.user, error))
        }
    }

    private func show(blogs result: Result<[Blog], APIError>) {
        if case .success(let loaded) = result {
            blogs = IdentifiedArray(loaded.map { $0.mergingPendingLike(isPending: pendingLikeIDs.contains($0.id)) })
        }
        show(result.map { _ in () }, .blogs, in: screen.blogs)
    }

    private func show(drafts result: Result<[Draft], APIError>) {
        if case .success(let loaded) = result { drafts = loaded }
        show(result.map { _ in () }, .drafts, in: screen.drafts)
    }

    private func show(_ result: Result<Void, APIError>, _ endpoint: APIEndpoint, in section: TableSectionView) {
        switch result {
        case .success: section.showTable()
        case .failure(let error): section.showError(ProfileText.sectionError(endpoint, error))
        }
    }

    private func like(blogID: Int) {
        guard let row = blogs.index(id: blogID) else { return }
        guard !blogs[row].isLiked, !pendingLikeIDs.contains(blogID) else {
            return showToast(ProfileText.alreadyLiked)
        }
        pendingLikeIDs.insert(blogID)
        setBlog(blogs[row].applyingOptimisticLike(), at: row)
        api.likeBlog(id: blogID) { [weak self] result in
            guard let self else { return }
            pendingLikeIDs.remove(blogID)
            if case .failure(let error) = result { showToast(error.message) }
            guard let row = blogs.index(id: blogID) else { return }
            setBlog((try? result.get()) ?? blogs[row].revertingOptimisticLike(), at: row)
        }
    }

    /// The least a like can do: store the blog and retitle the one button showing it, if any.
    private func setBlog(_ blog: Blog, at row: Int) {
        blogs[row] = blog
        (screen.blogsTable.cellForRow(at: row) as? FloorBlogCell)?.showLike(of: blog)
    }

    // MARK: TableViewDataSource, TableViewDelegate

    func numberOfRows(in tableView: TableView) -> Int {
        tableView === screen.blogsTable ? blogs.count : drafts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        guard tableView === screen.blogsTable else {
            let cell = tableView.dequeueReusableCell(
                withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
            cell.display(title: drafts[row].title, edited: ProfileText.edited(drafts[row].editedAt))
            return cell
        }
        let cell = tableView.dequeueReusableCell(
            withIdentifier: FloorBlogCell.reuseIdentifier, for: row, as: FloorBlogCell.self)
        cell.show(blogs[row], owner: self)
        return cell
    }

    /// Called by a blog cell's like button (the cell holds this controller weakly).
    func didTapLike(blogID: Int) { like(blogID: blogID) }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let detail: ViewController = tableView === screen.blogsTable
            ? BlogDetailViewController(blog: blogs[row]) : DraftDetailViewController(draft: drafts[row])
        navigationController?.pushViewController(detail)
    }
}
