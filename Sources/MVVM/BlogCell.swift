// View: one blog row. Owns its labels and like button; holds the row view model it shows (view → view
// model) and the tokens of its bindings, whose observers capture the cell weakly. Ends them before showing
// another row, so a row view model never updates a cell that now shows someone else's blog.

import ProfileKit

/// A blog row bound to a `BlogCellViewModel`: each subview follows one of its values; a tap runs its command.
@MainActor
final class BlogCell: TableViewCell {
    static let reuseIdentifier = "BlogCell"

    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    private var viewModel: BlogCellViewModel?
    private var bindings: [BindingToken] = []

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: View in [titleLabel, summaryLabel, likeButton, shareLabel] {
            addSubview(subview)
        }
        likeButton.addTarget(self, action: BlogCell.didTapLike)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        unbind()
    }

    /// Shows `viewModel` from now on, and only it: the previous row's bindings end first.
    func bind(to viewModel: BlogCellViewModel) {
        unbind()
        self.viewModel = viewModel
        bindings = [
            viewModel.title.bind { [weak self] in self?.titleLabel.text = $0 },
            viewModel.summary.bind { [weak self] in self?.summaryLabel.text = $0 },
            viewModel.likeTitle.bind { [weak self] in self?.likeButton.title = $0 },
            viewModel.isLiked.bind { [weak self] in self?.likeButton.isSelected = $0 },
            viewModel.shareText.bind { [weak self] in self?.shareLabel.text = $0 },
        ]
    }

    // MARK: Private

    private func unbind() {
        for binding in bindings { binding.unbind() }
        bindings.removeAll(keepingCapacity: true)
        viewModel = nil
    }

    private func didTapLike() {
        viewModel?.likeBlog()
    }
}
