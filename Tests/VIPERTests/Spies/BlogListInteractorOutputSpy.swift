// Test double of BlogListInteractorOutput: records every report, in order. Holds what it is told, nothing else.
import ProfileKit
@testable import VIPER

@MainActor
final class BlogListInteractorOutputSpy: BlogListInteractorOutput {
    enum Message: Equatable {
        case didLoadBlogs([Blog]), didFailToLoadBlogs(APIError)
        case didStartLikingBlog(Blog), didLikeBlog(Blog), didFailToLikeBlog(Blog?, APIError), didFindBlogAlreadyLiked
    }

    private(set) var messages: [Message] = []

    func didLoadBlogs(_ blogs: [Blog]) { messages.append(.didLoadBlogs(blogs)) }
    func didFailToLoadBlogs(_ error: APIError) { messages.append(.didFailToLoadBlogs(error)) }
    func didStartLikingBlog(_ blog: Blog) { messages.append(.didStartLikingBlog(blog)) }
    func didLikeBlog(_ blog: Blog) { messages.append(.didLikeBlog(blog)) }
    func didFailToLikeBlog(_ blog: Blog?, error: APIError) { messages.append(.didFailToLikeBlog(blog, error)) }
    func didFindBlogAlreadyLiked() { messages.append(.didFindBlogAlreadyLiked) }

    func removeAllMessages() { messages.removeAll() }
}
