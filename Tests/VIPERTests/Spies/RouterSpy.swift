// Test double of ProfileRouterInput: records every message, in order. Holds nothing of the module.
import ProfileKit
@testable import VIPER

/// Stands in for the router when the presenter is tested alone: records the navigation asked for.
@MainActor
final class RouterSpy: ProfileRouterInput {
    enum Message: Equatable { case openBlogDetail(Blog), openDraftDetail(Draft) }

    private(set) var messages: [Message] = []

    func openBlogDetail(for blog: Blog) { messages.append(.openBlogDetail(blog)) }
    func openDraftDetail(for draft: Draft) { messages.append(.openDraftDetail(draft)) }
}
