// A list section's view, shared by every scene: owns its table and the error label shown in the table's place.
// Has no identifier of its own, so the table and the label keep their scene-level paths (`blogs`, `blogs.error`).

/// A table and, beside it, the error that replaces it when its section failed to load (docs/SCENE.md, "States").
///
/// ```swift
/// let blogs = TableSectionView.blogs()
/// blogs.tableView.dataSource = self
/// blogs.showTable()            // reloads; or: blogs.showError(ProfileText.sectionError(.blogs, error))
/// ```
@MainActor
public final class TableSectionView: View {
    public let tableView: TableView
    private let errorLabel: Label

    /// A section whose table and error label carry these identifiers. Starts showing the (empty) table.
    public init(tableIdentifier: String, errorIdentifier: String) {
        tableView = TableView(identifier: tableIdentifier)
        errorLabel = Label(identifier: errorIdentifier)
        super.init()
        errorLabel.isHidden = true
        addSubview(tableView)
        addSubview(errorLabel)
    }

    /// The blogs section: `blogs` and `blogs.error`.
    public static func blogs() -> TableSectionView {
        TableSectionView(tableIdentifier: ProfileID.Blogs.table, errorIdentifier: ProfileID.Blogs.error)
    }

    /// The drafts section: `drafts` and `drafts.error`.
    public static func drafts() -> TableSectionView {
        TableSectionView(tableIdentifier: ProfileID.Drafts.table, errorIdentifier: ProfileID.Drafts.error)
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
