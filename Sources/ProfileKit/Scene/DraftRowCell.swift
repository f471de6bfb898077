// The draft row's view, shared by every scene: owns its two labels, references nothing.
// Drafts have no behaviour, so the patterns differ only in how they feed this cell, never in the cell.

/// A draft row: a title and an "edited" line (`ProfileID.Drafts.title`, `ProfileID.Drafts.edited`).
///
/// ```swift
/// tableView.register(DraftRowCell.self, forCellReuseIdentifier: DraftRowCell.reuseIdentifier)
/// cell.display(title: draft.title, edited: ProfileText.edited(draft.editedAt))
/// ```
@MainActor
public final class DraftRowCell: TableViewCell {
    public static let reuseIdentifier = "DraftRowCell"

    private let titleLabel = Label(identifier: ProfileID.Drafts.title)
    private let editedLabel = Label(identifier: ProfileID.Drafts.edited)

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(titleLabel)
        addSubview(editedLabel)
    }

    /// Shows the row's two strings.
    public func display(title: String, edited: String) {
        titleLabel.text = title
        editedLabel.text = edited
    }
}
