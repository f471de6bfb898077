// The floor's only cell class, for blogs and drafts alike. Owns its labels and the like closure it is handed.
import ProfileKit

/// One cell for both tables: blog rows show title, summary, like and share; draft rows title and edit date.
@MainActor
final class FloorCell: TableViewCell {
    static let reuseIdentifier = "FloorCell"
    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)
    private let editedLabel = Label(identifier: ProfileID.Drafts.edited)
    private var onLike: (@MainActor () -> Void)?

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for view in [titleLabel, summaryLabel, likeButton, shareLabel, editedLabel] { addSubview(view) }
        likeButton.addAction { [weak self] in self?.onLike?() }
    }

    func showBlog(_ blog: Blog, onLike: @escaping @MainActor () -> Void) {
        titleLabel.text = blog.title
        summaryLabel.text = blog.summary
        likeButton.title = ProfileText.likeTitle(blog.likeCount)
        likeButton.isSelected = blog.isLiked
        shareLabel.text = ProfileText.shareText(blog.shareCount)
        self.onLike = onLike
        setBlogViewsHidden(false)
    }

    func showDraft(_ draft: Draft) {
        titleLabel.text = draft.title
        editedLabel.text = ProfileText.edited(draft.editedAt)
        onLike = nil
        setBlogViewsHidden(true)
    }

    private func setBlogViewsHidden(_ hidden: Bool) {
        for view in [summaryLabel, likeButton, shareLabel] { view.isHidden = hidden }
        editedLabel.isHidden = !hidden
    }
}
