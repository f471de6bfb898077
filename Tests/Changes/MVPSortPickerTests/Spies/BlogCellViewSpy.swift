// Test double: a passive blog row or blog detail, recording every whole blog its presenter showed. Owns its log.
@testable import MVPSortPicker

/// Stands in for `BlogCell`, and for the blog detail's view controller: both show a blog whole.
@MainActor
final class BlogCellViewSpy: BlogCellView, BlogDetailView {
    /// One `showBlog` call: what the row's five values were.
    struct ShownRow: Equatable {
        let title: String
        let summary: String
        let likeTitle: String
        let isLiked: Bool
        let shareText: String
    }

    private(set) var shownRows: [ShownRow] = []

    func showBlog(title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String) {
        shownRows.append(ShownRow(title: title, summary: summary, likeTitle: likeTitle, isLiked: isLiked,
                                  shareText: shareText))
    }

    /// Starts a new log: what came before is not what the test checks.
    func forgetShownRows() { shownRows.removeAll() }
}
