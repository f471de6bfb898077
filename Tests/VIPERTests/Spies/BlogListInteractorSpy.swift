// Test double of BlogListInteractorInput: records the use cases asked for, answers `shownBlog(id:)` from a stub.
// Holds nothing of the module.
import ProfileKit
@testable import VIPER

@MainActor
final class BlogListInteractorSpy: BlogListInteractorInput {
    enum Message: Equatable { case loadBlogs, likeBlog(id: Int) }

    private(set) var messages: [Message] = []
    /// What `shownBlog(id:)` answers, by id.
    var shownBlogs: [Int: Blog] = [:]

    func loadBlogs() { messages.append(.loadBlogs) }
    func likeBlog(id: Int) { messages.append(.likeBlog(id: id)) }
    func shownBlog(id: Int) -> Blog? { shownBlogs[id] }
}
