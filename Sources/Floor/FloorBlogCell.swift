// The floor's blog cell (drafts use the shared DraftRowCell). Owns its labels; holds the controller weakly and
// its blog id by value.
import ProfileKit

/// A blog row: title, summary, like button, share count, always shown whole (docs/SCENE.md, "Equal work").
@MainActor
final class FloorBlogCell: TableViewCell {
    static let reuseIdentifier = "FloorBlogCell"
    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)
    private weak var owner: FloorViewController?
    private var blogID = 0

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for view in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(view) }
        likeButton.addTarget(self, action: FloorBlogCell.likeTapped)
    }

    func show(_ blog: Blog, owner: FloorViewController) {
        self.owner = owner
        blogID = blog.id
        titleLabel.text = blog.title
        summaryLabel.text = blog.summary
        likeButton.title = ProfileText.likeTitle(blog.likeCount)
        likeButton.isSelected = blog.isLiked
        shareLabel.text = ProfileText.shareText(blog.shareCount)
    }

    private func likeTapped() { owner?.didTapLike(blogID: blogID) }
}
