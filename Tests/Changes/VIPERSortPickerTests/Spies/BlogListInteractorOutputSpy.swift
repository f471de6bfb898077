// Test double of BlogListInteractorOutput: records every report, in order. Holds what it is told, nothing else.
import ProfileKit
@testable import VIPERSortPicker

@MainActor
final class BlogListInteractorOutputSpy: BlogListInteractorOutput {
    enum Message: Equatable {
        case didLoadBlogs([Blog]), didFailToLoadBlogs(APIError)
        case didChangeBlog(Blog), didFailToLikeBlog(APIError), didFindBlogAlreadyLiked
    }

    private(set) var messages: [Message] = []

    func didLoadBlogs(_ blogs: [Blog]) { messages.append(.didLoadBlogs(blogs)) }
    func didFailToLoadBlogs(_ error: APIError) { messages.append(.didFailToLoadBlogs(error)) }
    func didChangeBlog(_ blog: Blog) { messages.append(.didChangeBlog(blog)) }
    func didFailToLikeBlog(_ error: APIError) { messages.append(.didFailToLikeBlog(error)) }
    func didFindBlogAlreadyLiked() { messages.append(.didFindBlogAlreadyLiked) }

    func removeAllMessages() { messages.removeAll() }
}
