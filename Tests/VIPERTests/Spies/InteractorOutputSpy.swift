// Test double of ProfileInteractorOutput: records every report, in order. Holds what it is told, nothing else.
import ProfileKit
@testable import VIPER

/// Stands in for the presenter when the interactor is tested alone.
@MainActor
final class InteractorOutputSpy: ProfileInteractorOutput {
    enum Message: Equatable {
        case loadedUser(User), failedToLoadUser(APIError)
        case loadedBlogs([Blog]), failedToLoadBlogs(APIError)
        case loadedDrafts([Draft]), failedToLoadDrafts(APIError)
        case startedLiking(Blog), liked(Blog), failedToLike(rolledBack: Blog?, APIError), foundAlreadyLiked(Blog)
    }

    var messages: [Message] = []

    func didLoadUser(_ user: User) { messages.append(.loadedUser(user)) }
    func didFailToLoadUser(_ error: APIError) { messages.append(.failedToLoadUser(error)) }
    func didLoadBlogs(_ blogs: [Blog]) { messages.append(.loadedBlogs(blogs)) }
    func didFailToLoadBlogs(_ error: APIError) { messages.append(.failedToLoadBlogs(error)) }
    func didLoadDrafts(_ drafts: [Draft]) { messages.append(.loadedDrafts(drafts)) }
    func didFailToLoadDrafts(_ error: APIError) { messages.append(.failedToLoadDrafts(error)) }
    func didStartLikingBlog(_ blog: Blog) { messages.append(.startedLiking(blog)) }
    func didLikeBlog(_ blog: Blog) { messages.append(.liked(blog)) }
    func didFailToLikeBlog(_ rolledBack: Blog?, error: APIError) { messages.append(.failedToLike(rolledBack: rolledBack, error)) }
    func didFindBlogAlreadyLiked(_ blog: Blog) { messages.append(.foundAlreadyLiked(blog)) }
}
