// Test double of DraftListViewInput: records what the presenter tells the view. Holds nothing of the module.
@testable import VIPER

@MainActor
final class DraftListViewSpy: DraftListViewInput {
    enum Message: Equatable { case showDrafts, showDraftsError(String) }

    private(set) var messages: [Message] = []

    func showDrafts() { messages.append(.showDrafts) }
    func showDraftsError(_ message: String) { messages.append(.showDraftsError(message)) }
}
