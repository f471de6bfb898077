// The floor: the whole scene in one view controller, no architecture — state, API calls, view updates, the detail,
// compose and sort screens inline. Owns its views and state; tables, cells and screens' buttons reference it weakly.
import ProfileKit

/// The scene of docs/SCENE.md with no architecture: the yardstick every pattern is measured against.
///
/// It is the massive view controller article 004 of the source series starts from (how a beginner writes the
/// screen), kept deliberately minimal: one object does the work that the patterns spread over roles, so the
/// difference in cost *is* the architecture.
/// It runs through the same conformance scripts as the patterns and asks the UI kit for exactly the same
/// work at every step, so it does the same visible work the same way.
@MainActor
final class FloorViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let api: any ProfileAPI
    private let userID: Int
    /// The server's copies, as last received; a like in flight is shown on top, never stored.
    private var blogs = IdentifiedArray<Blog>()
    private var drafts: [Draft] = []
    private var pendingLikeIDs: Set<Int> = []
    /// The order the blogs are shown in, and their ids in the order of the answer that brought them (what it arranges).
    private var order = BlogOrder.newest
    private var answeredBlogIDs: [Int] = []
    /// Whether the blogs section shows its table, not its error: only then does a new order render.
    private var showsBlogsTable = true
    /// Whether the hidden table's cells are laid out for an order picked away under the error, until the next reload.
    private var blogCellsAreStale = false
    private var userRequests = RequestSequence(), blogRequests = RequestSequence(), draftRequests = RequestSequence()

    private lazy var screen = ProfileScreenView(sortableBlogs: true)
    /// The blog detail on top, if any: the navigation stack owns its screen, which owns this view.
    private weak var detailView: BlogDetailScreenView?
    /// What that detail shows, its blog's id included.
    private var shownOnDetail: Blog?
    /// The compose screen on top, if any: the navigation controller presents its screen, which owns this view.
    private weak var composeView: ComposeDraftScreenView?
    /// The compose screen whose save is in flight, if any: it sends no second one (weak, so a screen closed meanwhile
    /// takes its save with it).
    private weak var savingComposeView: ComposeDraftScreenView?

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
        screen.drafts.actionButton?.addTarget(self, action: FloorViewController.openCompose)
        screen.blogs.actionButton?.addTarget(self, action: FloorViewController.openSort)
        setView(screen)
    }

    override func viewDidLoad() { load() }

    private func load() {
        let user = userRequests.next(), blogs = blogRequests.next(), drafts = draftRequests.next()
        api.fetchUser(id: userID) { [weak self] in self?.show(user: $0, request: user) }
        api.fetchBlogs(userID: userID) { [weak self] in self?.show(blogs: $0, request: blogs) }
        api.fetchDrafts(userID: userID) { [weak self] in self?.show(drafts: $0, request: drafts) }
    }

    private func show(user result: Result<User, APIError>, request: Int) {
        guard userRequests.admit(request) else { return }
        switch result {
        case .success(let user):
            screen.header.show(avatarName: user.avatarName, name: user.displayName,
                               handle: ProfileText.handle(user), summary: ProfileText.summary(user))
        case .failure(let error):
            screen.header.showError(ProfileText.sectionError(.user, error))
        }
    }

    private func show(blogs result: Result<[Blog], APIError>, request: Int) {
        guard blogRequests.admit(request) else { return }
        if case .success(let fresh) = result {
            answeredBlogIDs = fresh.map(\.id)
            blogs = IdentifiedArray(order.arrange(
                fresh.map { blog in blogs.index(id: blog.id).map { blogs[$0].newerCopy(blog) } ?? blog }))
            updateDetail()
        }
        showsBlogsTable = (try? result.get()) != nil
        if showsBlogsTable { blogCellsAreStale = false }
        show(result.map { _ in () }, .blogs, in: screen.blogs)
    }

    private func show(drafts result: Result<[Draft], APIError>, request: Int) {
        guard draftRequests.admit(request) else { return }
        if case .success(let fresh) = result { drafts = fresh }
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
        showBlog(at: row)
        updateDetail()
        api.likeBlog(id: blogID) { [weak self] result in
            guard let self else { return }
            let shownBefore = blogs.index(id: blogID).map(shownBlog(at:))
            pendingLikeIDs.remove(blogID)
            if case .failure(let error) = result { showToast(error.message) }
            guard let row = blogs.index(id: blogID), let shownBefore else { return }
            if case .success(let serverBlog) = result { blogs[row] = blogs[row].newerCopy(serverBlog) }
            if !shownBlog(at: row).hasSameContent(as: shownBefore) { showBlog(at: row) }
            updateDetail()
        }
    }

    /// The blog as its row shows it: the server's copy, with a like in flight on top.
    private func shownBlog(at row: Int) -> Blog {
        blogs[row].mergingPendingLike(isPending: pendingLikeIDs.contains(blogs[row].id))
    }

    /// Configures the cell showing `row`, if any, in place with the whole row; none while the cells are stale.
    private func showBlog(at row: Int) {
        guard !blogCellsAreStale else { return }
        (screen.blogsTable.cellForRow(at: row) as? FloorBlogCell)?.show(shownBlog(at: row), owner: self)
    }

    // MARK: The blog detail, inline

    /// Pushes a screen showing `blog`, whose like button is this controller's.
    private func openDetail(_ blog: Blog) {
        let detail = BlogDetailScreenView()
        detail.likeButton.addTarget(self, action: FloorViewController.didTapDetailLike)
        show(blog, on: detail)
        navigationController?.pushViewController(ViewController(title: ProfileText.blogDetailTitle, view: detail))
    }

    /// Shows the open detail's blog again, whole, if the list now shows it otherwise than the detail does.
    private func updateDetail() {
        guard let detailView, let shownOnDetail, let row = blogs.index(id: shownOnDetail.id) else { return }
        let blog = shownBlog(at: row)
        if !blog.hasSameContent(as: shownOnDetail) { show(blog, on: detailView) }
    }

    private func show(_ blog: Blog, on detail: BlogDetailScreenView) {
        detailView = detail
        shownOnDetail = blog
        detail.showBlog(title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
                        isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
    }

    private func didTapDetailLike() {
        if let shownOnDetail { like(blogID: shownOnDetail.id) }
    }

    // MARK: Compose a draft, inline

    /// Presents a screen whose Save and Cancel buttons are this controller's. A second tap while it is up (a double tap
    /// lands before the modal covers the button) builds nothing: the screen shown stays the one Save and Cancel act on.
    private func openCompose() {
        guard isOnTop else { return }
        let compose = ComposeDraftScreenView()
        compose.saveButton.addTarget(self, action: FloorViewController.saveDraft)
        compose.cancelButton.addTarget(self, action: FloorViewController.closeCompose)
        composeView = compose
        present(ViewController(title: ProfileText.newDraftTitle, view: compose))
    }

    /// Sends the title as typed; a success puts the draft first in the list, with no refetch, and closes the screen.
    /// A second Save while the first is in flight sends nothing.
    private func saveDraft() {
        guard let composeView, savingComposeView !== composeView else { return }
        savingComposeView = composeView
        composeView.showSaving()
        api.createDraft(title: composeView.titleText) { [weak self, weak composeView] result in
            // Cancelled or torn down: nobody to show it to; the next refresh lists the draft.
            guard let self, let composeView else { return }
            savingComposeView = nil
            switch result {
            case .success(let draft):
                drafts.insert(draft, at: 0)
                draftRequests.admitOwnChange()
                screen.drafts.showTable()
                closeCompose()
            case .failure(let error):
                composeView.showError(error.message)
            }
        }
    }

    private func closeCompose() {
        dismiss()
    }

    // MARK: The sort screen, inline

    /// Presents a screen whose order buttons and Cancel are this controller's, the current order selected. A second tap
    /// while it is up (a double tap lands before the modal covers the button) builds nothing.
    private func openSort() {
        guard isOnTop else { return }
        let sort = SortBlogsScreenView()
        for (choice, button) in sort.orderButtons {
            button.addTarget(self) { controller in { controller.pickOrder(choice) } }
        }
        sort.cancelButton.addTarget(self, action: FloorViewController.closeSort)
        sort.showSelected(order)
        present(ViewController(title: ProfileText.sortBlogsTitle, view: sort))
    }

    /// Closes the sort screen; an order other than the shown one arranges the blogs in it, shown once if the table is.
    private func pickOrder(_ picked: BlogOrder) {
        closeSort()
        guard picked != order else { return }
        order = picked
        blogs = IdentifiedArray(
            order.arrange(answeredBlogIDs.compactMap { id in blogs.index(id: id).map { blogs[$0] } }))
        if showsBlogsTable { screen.blogs.showTable() } else { blogCellsAreStale = true }
    }

    private func closeSort() {
        dismiss()
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
        cell.show(shownBlog(at: row), owner: self)
        return cell
    }

    /// Called by a blog cell's like button (the cell holds this controller weakly).
    func didTapLike(blogID: Int) { like(blogID: blogID) }

    /// Pushes the row's detail, unless a screen already covers this one (a second tap on the row, landing while the first
    /// one's detail comes in).
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard isOnTop else { return }
        if tableView === screen.blogsTable {
            openDetail(shownBlog(at: row))
        } else {
            navigationController?.pushViewController(DraftDetailViewController(draft: drafts[row]))
        }
    }
}
