// One blog as a row or a detail displays it, formatted by the BlogList and BlogDetail presenters alike (Clean Swift
// names it a "displayed" model). A value type; owns nothing, references nothing.
import ProfileKit

/// The blog's five shown values, formatted (`ProfileText`), with its id: the view finds its row by it.
struct DisplayedBlog: Identifiable, Equatable {
    let id: Int
    let title: String
    let summary: String
    let likeTitle: String
    let isLiked: Bool
    let shareText: String

    init(_ blog: Blog) {
        id = blog.id
        title = blog.title
        summary = blog.summary
        likeTitle = ProfileText.likeTitle(blog.likeCount)
        isLiked = blog.isLiked
        shareText = ProfileText.shareText(blog.shareCount)
    }
}
