// Display model of one blog, formatted by the BlogList and BlogDetail presenters alike. A value type; owns nothing,
// references nothing.
import ProfileKit

/// A blog as a row or a detail renders it, with the id of the blog it shows: the presenter finds a row by it.
struct BlogDisplayModel: Identifiable, Equatable {
    let id: Int
    let title: String
    let summary: String
    let likeTitle: String
    let isLiked: Bool
    let shareText: String

    /// The blog's five shown values, formatted (`ProfileText`).
    init(_ blog: Blog) {
        self.init(
            id: blog.id, title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
            isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
    }

    init(id: Int, title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String) {
        self.id = id
        self.title = title
        self.summary = summary
        self.likeTitle = likeTitle
        self.isLiked = isLiked
        self.shareText = shareText
    }
}
