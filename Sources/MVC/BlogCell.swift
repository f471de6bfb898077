// A blog row: owns its labels and like button; knows no entity and no controller. Its like closure is set by the
// controller (capturing itself weakly) and cleared on reuse; the button targets the cell weakly.
import ProfileKit

/// A dumb blog row: a property for each value it shows, and a closure for the like button.
@MainActor
final class BlogCell: TableViewCell {
    static let reuseIdentifier = "BlogCell"

    /// Run when the like button is tapped. Cleared on reuse: the next row sets its own.
    var didTapLike: (@MainActor () -> Void)?

    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: View in [titleLabel, summaryLabel, likeButton, shareLabel] {
            addSubview(subview)
        }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    var summary: String? {
        get { summaryLabel.text }
        set { summaryLabel.text = newValue }
    }

    var likeTitle: String? {
        get { likeButton.title }
        set { likeButton.title = newValue }
    }

    var isLiked: Bool {
        get { likeButton.isSelected }
        set { likeButton.isSelected = newValue }
    }

    var shareText: String? {
        get { shareLabel.text }
        set { shareLabel.text = newValue }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        didTapLike = nil
    }

    private func didTapLikeButton() {
        didTapLike?()
    }
}
