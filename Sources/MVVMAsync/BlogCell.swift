// View of one blog row. Owns its labels and like button; holds the row view model it is bound to (view →
// view model) and the token of that binding, whose observer captures the cell weakly.
import ProfileKit

/// A blog row bound to a `BlogCellViewModel`: renders its state whole, runs its like command on a tap.
///
/// The table binds a cell in `cellForRowAt` and unbinds it when the cell stops showing its row
/// (`didEndDisplaying`) or is handed out again (`prepareForReuse`): a row view model never updates a cell
/// that now shows another row, or none.
@MainActor
final class BlogCell: TableViewCell {
    static let reuseIdentifier = "BlogCell"

    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    private var viewModel: BlogCellViewModel?
    private var binding: BindingToken<BlogCellState>?

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: View in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(subview) }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        unbind()
    }

    /// Shows `viewModel`'s row now (the binding delivers it at once) and every change of it until unbound.
    /// The cell is unbound already: the table unbinds it before handing it out again (`prepareForReuse`).
    func bind(to viewModel: BlogCellViewModel) {
        self.viewModel = viewModel
        binding = viewModel.state.bind { [weak self] state in self?.render(state) }
    }

    /// Stops following the row view model and lets it go.
    func unbind() {
        binding?.unbind()
        binding = nil
        viewModel = nil
    }

    /// The whole row, each value set once.
    private func render(_ state: BlogCellState) {
        titleLabel.text = state.title
        summaryLabel.text = state.summary
        likeButton.title = state.likeTitle
        likeButton.isSelected = state.isLiked
        shareLabel.text = state.shareText
    }

    private func didTapLikeButton() {
        viewModel?.didTapLike()
    }
}
