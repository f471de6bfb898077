// A passive draft row: shows the two strings its presenter gives it. Owns its labels; references nothing.
import ProfileKit

/// The draft row's cell. It never sees a `Draft`: only the strings of `DraftCellView`.
@MainActor
final class DraftCell: TableViewCell, DraftCellView {
    static let reuseIdentifier = "DraftCell"

    private let titleLabel = Label(identifier: ProfileID.Drafts.title)
    private let editedLabel = Label(identifier: ProfileID.Drafts.edited)

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(titleLabel)
        addSubview(editedLabel)
    }

    func display(title: String, edited: String) {
        titleLabel.text = title
        editedLabel.text = edited
    }
}
