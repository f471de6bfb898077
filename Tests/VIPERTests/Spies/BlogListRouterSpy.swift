// Test double of BlogListRouterInput: records the navigation asked for. Holds nothing of the module.
import ProfileKit
@testable import VIPER

@MainActor
final class BlogListRouterSpy: BlogListRouterInput {
    private(set) var openedBlogs: [Blog] = []

    func openBlogDetail(for blog: Blog) { openedBlogs.append(blog) }
}
