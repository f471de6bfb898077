// View: one draft row. Owns its two labels; keeps nothing of the row it shows (a draft row has no state to
// follow and no command), so reuse needs no unbinding.

import ProfileKit

/// A draft row configured from a `DraftCellViewModel`.
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

    func configure(with viewModel: DraftCellViewModel) {
        titleLabel.text = viewModel.title
        editedLabel.text = viewModel.edited
    }
}
