// View of one blog row. Owns its labels and like button, and the row view model it shows (view → view model); the
// kit's observation tracking references the cell weakly.
import ProfileKit

/// A blog row that renders its row view model's state whole in `updateProperties()`, which the kit runs under
/// observation tracking: a change of the row's blog schedules it again, for the end of the event.
///
/// The table gives a cell its row view model in `cellForRowAt` and takes it back when the cell stops showing its row
/// (`didEndDisplaying`) or is handed out again (`prepareForReuse`): each change of `viewModel` schedules an update, whose
/// run makes the tracking of the row shown before stale, so a row's changes never reach a cell that shows another row,
/// or none.
@MainActor
final class BlogCell: TableViewCell {
    static let reuseIdentifier = "BlogCell"

    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    /// The row this cell shows; nil while it shows none.
    var viewModel: BlogCellViewModel? {
        didSet { setNeedsUpdateProperties() }
    }

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: View in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(subview) }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        viewModel = nil
    }

    /// The whole row, each value set once; tracked: reads the row's state and nothing else.
    override func updateProperties() {
        guard let state = viewModel?.state else { return }
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
