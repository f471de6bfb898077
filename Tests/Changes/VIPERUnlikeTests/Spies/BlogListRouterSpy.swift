// Test double of BlogListRouterInput: records the navigation asked for. Holds nothing of the module.
import ProfileKit
@testable import VIPERUnlike

@MainActor
final class BlogListRouterSpy: BlogListRouterInput {
    private(set) var openedBlogIDs: [Int] = []

    func openBlogDetail(blogID: Int) { openedBlogIDs.append(blogID) }
}
