// View-model state of one blog row: the blog as the row shows it, and the five values the cell sets from it.
// A value type; owns nothing, knows no view.
import ProfileKit

/// A blog, whole, as a row or the blog detail shows it: one state, so a change renders the whole blog once
/// (docs/SCENE.md, "Blog row", "Blog detail").
///
/// Two states are equal when the row shows the same for both (`hasSameContent`: the version is not shown).
/// So `Dynamic` delivers a like's answer to the cell only if it changed what the row shows.
struct BlogCellState: Equatable {
    /// The server's copy with a like in flight on top: what the row shows and a detail screen opens.
    let shownBlog: Blog

    var title: String { shownBlog.title }
    var summary: String { shownBlog.summary }
    var likeTitle: String { ProfileText.likeTitle(shownBlog.likeCount) }
    var isLiked: Bool { shownBlog.isLiked }
    var shareText: String { ProfileText.shareText(shownBlog.shareCount) }

    static func == (lhs: BlogCellState, rhs: BlogCellState) -> Bool {
        lhs.shownBlog.hasSameContent(as: rhs.shownBlog)
    }
}
