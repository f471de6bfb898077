// View: one blog row. Owns its labels and like button; references its delegate (the view) weakly.
import ProfileKit

/// Hears a blog cell's like button. The cell does not know its row: the table does.
@MainActor
protocol BlogCellDelegate: AnyObject {
    func blogCellDidTapLike(_ cell: BlogCell)
}

/// A reusable blog row showing a `DisplayedBlog`, always whole (docs/SCENE.md, "Equal work").
@MainActor
final class BlogCell: TableViewCell {
    static let reuseIdentifier = "BlogCell"

    weak var delegate: (any BlogCellDelegate)?

    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: ProfileKit.View in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(subview) }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    /// Sets each of the row's five values once.
    func show(_ blog: DisplayedBlog) {
        titleLabel.text = blog.title
        summaryLabel.text = blog.summary
        likeButton.title = blog.likeTitle
        likeButton.isSelected = blog.isLiked
        shareLabel.text = blog.shareText
    }

    private func didTapLikeButton() {
        delegate?.blogCellDidTapLike(self)
    }
}
