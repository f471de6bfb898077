// The blog list's controller (a child MVC): owns its section view, the model and its observer token; the table (data
// source, delegate), cells' like closures and its model observer reference it weakly.
import ProfileKit

/// Shows the model's blogs in a table, sends a row's like to the model, and pushes a blog's detail.
///
/// The blogs and the like's rules are the model's (`ProfileModel`), shared with every blog detail: this controller
/// observes the model and updates the row of each blog the model says changed, in place — whichever screen made the
/// change. What stays here is MVC's controller work: turning a blog into cell values, the table's data source, the
/// already-liked toast of its own taps, and the jump to the detail screen.
/// Not `final` only so that `Leaky/StrongCellHandler.swift` can plant the classic mistake beside it.
@MainActor
class BlogListViewController: ViewController {
    private let model: ProfileModel
    private lazy var section = TableSectionView.blogs()
    private var tableView: TableView { section.tableView }
    private var modelObserver: ProfileModel.ObserverToken?

    init(model: ProfileModel) {
        self.model = model
        super.init()
        modelObserver = model.addObserver { [weak self] change in self?.modelDidChange(change) }
    }

    isolated deinit {
        modelObserver.map(model.removeObserver)
    }

    override func loadView() {
        section.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        setView(section)
    }

    /// Asks the model for the blogs; the section changes when the model says the answer was admitted.
    func loadBlogs() {
        model.loadBlogs()
    }

    private func modelDidChange(_ change: ProfileModel.Change) {
        switch change {
        case .blogsLoaded(error: nil):
            section.showTable()
        case .blogsLoaded(let error?):
            section.showError(ProfileText.sectionError(.blogs, error))
        case .blogChanged(let blogID, let shownBefore):
            // The row of that blog, wherever it is now, only if it shows something else.
            guard let row = model.blogs.index(id: blogID), !model.shownBlog(at: row).hasSameContent(as: shownBefore)
            else { return }
            showBlog(at: row)
        case .likeFailed(let error):
            // The list lives as long as the scene: it shows every failed like's toast, sent from here or a detail.
            showToast(error.message)
        }
    }

    /// A cell's like button, naming its blog by id: rows may move before the tap is handled.
    private func didTapLike(blogID: Int) {
        if model.likeBlog(id: blogID) == .alreadyLiked { showToast(ProfileText.alreadyLiked) }
    }

    /// Reconfigures, in place and whole, the cell showing `row` right now, if any: never a cell kept from
    /// before (it may show another blog by now), never a reload.
    private func showBlog(at row: Int) {
        guard let cell = tableView.cellForRow(at: row) as? BlogCell else { return }
        configure(cell, with: model.shownBlog(at: row))
    }

    /// The one way a blog reaches a cell, for `cellForRowAt` and for a like alike: each value set once.
    private func configure(_ cell: BlogCell, with blog: Blog) {
        cell.title = blog.title
        cell.summary = blog.summary
        cell.likeTitle = ProfileText.likeTitle(blog.likeCount)
        cell.isLiked = blog.isLiked
        cell.shareText = ProfileText.shareText(blog.shareCount)
    }
}

extension BlogListViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        model.blogs.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
        configure(cell, with: model.shownBlog(at: row))
        // The cell outlives its row: the closure names the blog by id and is cleared when the cell is reused.
        cell.didTapLike = { [weak self, blogID = model.blogs[row].id] in
            self?.didTapLike(blogID: blogID)
        }
        return cell
    }
}

extension BlogListViewController: TableViewDelegate {
    /// The controller handles the jump (the source article's list of a controller's duties): it builds the detail
    /// over the same model and pushes it.
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let detail = BlogDetailViewController(blog: model.shownBlog(at: row), model: model)
        navigationController?.pushViewController(detail)
    }
}
