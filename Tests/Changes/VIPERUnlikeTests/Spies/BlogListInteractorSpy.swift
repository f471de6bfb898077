// Test double of BlogListInteractorInput: records the use cases asked for. Holds nothing of the module.
import ProfileKit
@testable import VIPERUnlike

@MainActor
final class BlogListInteractorSpy: BlogListInteractorInput {
    enum Message: Equatable { case loadBlogs, likeBlog(id: Int) }

    private(set) var messages: [Message] = []

    func loadBlogs() { messages.append(.loadBlogs) }
    func likeBlog(id: Int) { messages.append(.likeBlog(id: id)) }
}
