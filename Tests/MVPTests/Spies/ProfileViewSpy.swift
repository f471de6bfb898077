// Test double: a passive view of the whole screen that records what the presenters told it. Owns its log.
@testable import MVP

/// Stands in for `ProfileViewController`: conforms to every screen-level view protocol, draws nothing.
@MainActor
final class ProfileViewSpy: ProfileView, BlogListView, DraftListView {
    enum Message: Equatable {
        case displayUser(avatarName: String, name: String, handle: String, summary: String)
        case displayUserError(String)
        case displayBlogs
        case displayBlogsError(String)
        case displayDrafts
        case displayDraftsError(String)
        case showToast(String)
    }

    private(set) var messages: [Message] = []

    /// The toasts among the messages, oldest first.
    var toasts: [String] {
        messages.compactMap { if case .showToast(let message) = $0 { message } else { nil } }
    }

    func displayUser(avatarName: String, name: String, handle: String, summary: String) {
        messages.append(.displayUser(avatarName: avatarName, name: name, handle: handle, summary: summary))
    }

    func displayUserError(_ message: String) { messages.append(.displayUserError(message)) }
    func displayBlogs() { messages.append(.displayBlogs) }
    func displayBlogsError(_ message: String) { messages.append(.displayBlogsError(message)) }
    func displayDrafts() { messages.append(.displayDrafts) }
    func displayDraftsError(_ message: String) { messages.append(.displayDraftsError(message)) }
    func showToast(_ message: String) { messages.append(.showToast(message)) }
}
