// View: one draft row. Owns its labels; references nothing.
import ProfileKit

/// A reusable draft row rendering a `DraftDisplayModel`.
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

    func configure(with draft: DraftDisplayModel) {
        titleLabel.text = draft.title
        editedLabel.text = draft.edited
    }
}
