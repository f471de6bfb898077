// Test double of BlogListViewInput: records what the presenter tells the view. Holds nothing of the module.
@testable import VIPERUnlike

@MainActor
final class BlogListViewSpy: BlogListViewInput {
    enum Message: Equatable {
        case showBlogs, showBlogsError(String), showBlog(BlogDisplayModel, at: Int), showToast(String)
    }

    private(set) var messages: [Message] = []

    func showBlogs() { messages.append(.showBlogs) }
    func showBlogsError(_ message: String) { messages.append(.showBlogsError(message)) }
    func showBlog(_ blog: BlogDisplayModel, at row: Int) { messages.append(.showBlog(blog, at: row)) }
    func showToast(_ message: String) { messages.append(.showToast(message)) }

    func removeAllMessages() { messages.removeAll() }
}
