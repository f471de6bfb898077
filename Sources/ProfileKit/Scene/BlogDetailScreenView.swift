// The blog detail screen's view, shared by every scene: owns its labels and its like button; references nothing. Who
// builds the screen, decides what it shows and hears its button is each pattern's business, never the view.

/// One blog, whole: title, body (the summary), a like button and the share count (docs/SCENE.md, "Blog detail").
///
/// Shows nothing until `showBlog` is called; the screen that owns it calls it once when it opens, then again
/// whenever what it shows changes, always with the whole blog.
///
/// ```swift
/// detailView.likeButton.addTarget(self, action: BlogDetailViewController.didTapLikeButton)
/// detailView.showBlog(title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
///                     isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
/// ```
@MainActor
public final class BlogDetailScreenView: View {
    /// The detail's own like button (`detail.like`): every rule of the list's like applies to it.
    public let likeButton = Button(identifier: ProfileID.Detail.like)
    private let titleLabel = Label(identifier: ProfileID.Detail.title)
    private let bodyLabel = Label(identifier: ProfileID.Detail.body)
    private let shareLabel = Label(identifier: ProfileID.Detail.share)

    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        for subview: View in [titleLabel, bodyLabel, likeButton, shareLabel] { addSubview(subview) }
    }

    /// The whole blog, each of its five values set once — the same five a blog row shows.
    public func showBlog(title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String) {
        titleLabel.text = title
        bodyLabel.text = summary
        likeButton.title = likeTitle
        likeButton.isSelected = isLiked
        shareLabel.text = shareText
    }
}
