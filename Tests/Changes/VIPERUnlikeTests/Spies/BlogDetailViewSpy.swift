// Test double of BlogDetailViewInput: records what the presenter tells the view. Holds nothing of the module.
@testable import VIPERUnlike

@MainActor
final class BlogDetailViewSpy: BlogDetailViewInput {
    enum Message: Equatable { case showBlog(BlogDisplayModel), showToast(String) }

    private(set) var messages: [Message] = []

    func showBlog(_ blog: BlogDisplayModel) { messages.append(.showBlog(blog)) }
    func showToast(_ message: String) { messages.append(.showToast(message)) }
}
