// View binding for the shared draft row: a draft row has no state to follow and no command, so it is
// configured once from its row view model; nothing to unbind on reuse.
import ProfileKit

extension DraftRowCell {
    func configure(with viewModel: DraftCellViewModel) {
        display(title: viewModel.title, edited: viewModel.edited)
    }
}
