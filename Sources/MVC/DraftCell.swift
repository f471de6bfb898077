// A draft row: owns its two labels; knows no entity and no controller (setters only).
import ProfileKit

/// A dumb draft row: a title and an "edited" line.
@MainActor
final class DraftCell: TableViewCell {
    static let reuseIdentifier = "DraftCell"

    private let titleLabel = Label(identifier: ProfileID.Drafts.title)
    private let editedLabel = Label(identifier: ProfileID.Drafts.edited)

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(titleLabel)
        addSubview(editedLabel)
    }

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    var editedText: String? {
        get { editedLabel.text }
        set { editedLabel.text = newValue }
    }
}
