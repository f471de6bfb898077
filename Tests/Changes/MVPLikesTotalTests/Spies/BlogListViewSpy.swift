// Test double: the blogs section's passive view, recording what `BlogListPresenter` and its row presenters told
// it. Owns its log.
@testable import MVPLikesTotal

/// Stands in for `BlogListViewController`, and for the toast view of every row presenter.
@MainActor
final class BlogListViewSpy: BlogListView {
    enum Message: Equatable {
        case showBlogs
        case showBlogsError(String)
        case showToast(String)
    }

    private(set) var messages: [Message] = []

    /// The toasts among the messages, oldest first.
    var toasts: [String] {
        messages.compactMap { if case .showToast(let message) = $0 { message } else { nil } }
    }

    func showBlogs() { messages.append(.showBlogs) }
    func showBlogsError(_ message: String) { messages.append(.showBlogsError(message)) }
    func showToast(_ message: String) { messages.append(.showToast(message)) }
}
