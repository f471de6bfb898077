// Test double of BlogListViewOutput: serves stubbed rows and records the view's events. Holds nothing of the module.
@testable import VIPERSortPicker

@MainActor
final class BlogListViewOutputSpy: BlogListViewOutput {
    enum Message: Equatable { case didTapLike(at: Int), didSelectBlog(at: Int), didTapSort }

    /// The rows the view is fed.
    var rows: [BlogDisplayModel] = []
    private(set) var messages: [Message] = []
    /// The rows asked for by `blog(at:)`, in order.
    private(set) var requestedRows: [Int] = []

    var numberOfBlogs: Int { rows.count }

    func blog(at row: Int) -> BlogDisplayModel {
        requestedRows.append(row)
        return rows[row]
    }

    func didTapLike(at row: Int) { messages.append(.didTapLike(at: row)) }
    func didSelectBlog(at row: Int) { messages.append(.didSelectBlog(at: row)) }
    func didTapSort() { messages.append(.didTapSort) }
}
