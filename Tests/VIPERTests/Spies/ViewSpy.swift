// Test double of ProfileViewInput: records every message, in order. Holds nothing of the module.
import ProfileKit
@testable import VIPER

/// Stands in for the view when the presenter is tested alone: records what it is told to show.
@MainActor
final class ViewSpy: ProfileViewInput {
    enum Message: Equatable {
        case header(ProfileHeaderDisplayModel), headerError(String)
        case blogs([BlogDisplayModel]), blogsError(String), drafts([DraftDisplayModel]), draftsError(String)
        case blog(BlogDisplayModel, at: Int), toast(String)
    }

    var messages: [Message] = []

    func showHeader(_ header: ProfileHeaderDisplayModel) { messages.append(.header(header)) }
    func showHeaderError(_ message: String) { messages.append(.headerError(message)) }
    func showBlogs(_ blogs: [BlogDisplayModel]) { messages.append(.blogs(blogs)) }
    func showBlogsError(_ message: String) { messages.append(.blogsError(message)) }
    func showDrafts(_ drafts: [DraftDisplayModel]) { messages.append(.drafts(drafts)) }
    func showDraftsError(_ message: String) { messages.append(.draftsError(message)) }
    func showBlog(_ blog: BlogDisplayModel, at row: Int) { messages.append(.blog(blog, at: row)) }
    func showToast(_ message: String) { messages.append(.toast(message)) }
}
