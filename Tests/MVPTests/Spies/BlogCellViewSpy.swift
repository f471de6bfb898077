// Test double: a passive blog row that records what its presenter told it. Owns its log.
@testable import MVP

/// Stands in for `BlogCell`.
@MainActor
final class BlogCellViewSpy: BlogCellView {
    enum Message: Equatable {
        case display(title: String, summary: String, shareText: String)
        case displayLike(title: String, isLiked: Bool)
    }

    private(set) var messages: [Message] = []

    func display(title: String, summary: String, shareText: String) {
        messages.append(.display(title: title, summary: summary, shareText: shareText))
    }

    func displayLike(title: String, isLiked: Bool) {
        messages.append(.displayLike(title: title, isLiked: isLiked))
    }

    func forgetMessages() { messages.removeAll() }
}
