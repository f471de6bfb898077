// Test double: the list presenter as a row presenter's and a detail presenter's output, recording what it was told.
// Owns its log.
@testable import MVPUnlike

/// Stands in for `BlogListPresenter` as `BlogCellPresenterOutput` and `BlogDetailPresenterOutput`.
@MainActor
final class BlogOutputSpy: BlogCellPresenterOutput, BlogDetailPresenterOutput {
    /// The ids of the rows that reported a change, oldest first.
    private(set) var changedRows: [Int] = []
    /// The ids of the blogs whose detail's like was tapped, oldest first.
    private(set) var detailLikes: [Int] = []

    func didChangeShownBlog(of row: BlogCellPresenter) { changedRows.append(row.id) }
    func blogDetailDidTapLike(blogID: Int) { detailLikes.append(blogID) }
}
