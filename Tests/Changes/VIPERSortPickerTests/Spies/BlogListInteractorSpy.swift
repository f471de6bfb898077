// Test double of BlogListInteractorInput: records the use cases asked for, answers `shownBlogs()` from a stub. Holds
// nothing of the module.
import ProfileKit
@testable import VIPERSortPicker

@MainActor
final class BlogListInteractorSpy: BlogListInteractorInput {
    enum Message: Equatable { case loadBlogs, likeBlog(id: Int) }

    /// What `shownBlogs()` answers.
    var shownBlogsStub: [Blog] = []
    private(set) var messages: [Message] = []

    func loadBlogs() { messages.append(.loadBlogs) }
    func likeBlog(id: Int) { messages.append(.likeBlog(id: id)) }
    func shownBlogs() -> [Blog] { shownBlogsStub }
}
