// A list section's view, shared by every scene: owns its table, its error label and (drafts) the New draft button. It
// has no identifier of its own, so its views keep their scene-level paths (`blogs`, `blogs.error`, `drafts.new`).

/// A table and, beside it, the error that replaces it when its section failed to load (docs/SCENE.md, "States").
///
/// ```swift
/// let blogs = TableSectionView.blogs()
/// blogs.connect(to: self, cellClass: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
/// blogs.showTable()            // reloads; or: blogs.showError(ProfileText.sectionError(.blogs, error))
/// ```
@MainActor
public final class TableSectionView: View {
    public let tableView: TableView
    /// The section's own action beside its table, shown whether the table or the error is (the drafts' "New draft");
    /// nil for a section without one.
    public let actionButton: Button?
    private let errorLabel: Label

    /// A section whose table and error label carry these identifiers, with `actionButton` beside them if given.
    /// Starts showing the (empty) table.
    init(tableIdentifier: String, errorIdentifier: String, actionButton: Button? = nil) {
        tableView = TableView(identifier: tableIdentifier)
        errorLabel = Label(identifier: errorIdentifier)
        self.actionButton = actionButton
        super.init()
        errorLabel.isHidden = true
        addSubview(tableView)
        addSubview(errorLabel)
        actionButton.map(addSubview)
    }

    /// The blogs section: `blogs` and `blogs.error`, and with `sortable` (the "sort picker" change,
    /// docs/CHANGING.md) the "Sort" button `blogs.sort`.
    public static func blogs(sortable: Bool = false) -> TableSectionView {
        var sort: Button?
        if sortable {
            sort = Button(identifier: ProfileID.Blogs.sort)
            sort?.title = ProfileText.sortTitle
        }
        return TableSectionView(
            tableIdentifier: ProfileID.Blogs.table, errorIdentifier: ProfileID.Blogs.error, actionButton: sort)
    }

    /// The drafts section: `drafts`, `drafts.error` and the "New draft" button `drafts.new`.
    public static func drafts() -> TableSectionView {
        let newDraft = Button(identifier: ProfileID.Drafts.newDraft)
        newDraft.title = ProfileText.newDraftTitle
        return TableSectionView(
            tableIdentifier: ProfileID.Drafts.table, errorIdentifier: ProfileID.Drafts.error, actionButton: newDraft)
    }

    /// Registers the section's cell class and makes `owner` the table's data source and delegate (the table holds
    /// it weakly, as UIKit's does): the wiring every section's view controller does in `loadView()`.
    public func connect(
        to owner: some TableViewDataSource & TableViewDelegate, cellClass: TableViewCell.Type, reuseIdentifier: String
    ) {
        tableView.register(cellClass, forCellReuseIdentifier: reuseIdentifier)
        tableView.dataSource = owner
        tableView.delegate = owner
    }

    /// Shows the table, reloaded from its data source, and hides the error.
    public func showTable() {
        tableView.isHidden = false
        errorLabel.isHidden = true
        tableView.reloadData()
    }

    /// Shows `message` in place of the table.
    public func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
        tableView.isHidden = true
    }
}
