// Test double of BlogDetailInteractorInput: records the likes asked for, answers `shownBlog(id:)` from a stub. Holds
// nothing of the module.
import ProfileKit
@testable import VIPERUnlike

@MainActor
final class BlogDetailInteractorSpy: BlogDetailInteractorInput {
    /// What `shownBlog(id:)` answers, by id.
    var shownBlogs: [Int: Blog] = [:]
    private(set) var likedIDs: [Int] = []

    func shownBlog(id: Int) -> Blog? { shownBlogs[id] }
    func likeBlog(id: Int) { likedIDs.append(id) }
}
