// Test double of BlogDetailInteractorOutput: records every report, in order. Holds what it is told, nothing else.
import ProfileKit
@testable import VIPERUnlike

@MainActor
final class BlogDetailInteractorOutputSpy: BlogDetailInteractorOutput {
    enum Message: Equatable {
        case didChangeBlog(Blog), didReloadBlogs, didFindBlogAlreadyLiked, didFindBlogAlreadyUnliked
    }

    private(set) var messages: [Message] = []

    func didChangeBlog(_ blog: Blog) { messages.append(.didChangeBlog(blog)) }
    func didReloadBlogs() { messages.append(.didReloadBlogs) }
    func didFindBlogAlreadyLiked() { messages.append(.didFindBlogAlreadyLiked) }
    func didFindBlogAlreadyUnliked() { messages.append(.didFindBlogAlreadyUnliked) }
}
