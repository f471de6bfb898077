// Test double: the drafts section's passive view, recording what `DraftListPresenter` told it. Owns its log.
@testable import MVP

/// Stands in for `DraftListViewController`.
@MainActor
final class DraftListViewSpy: DraftListView {
    enum Message: Equatable {
        case showDrafts
        case showDraftsError(String)
    }

    private(set) var messages: [Message] = []

    func showDrafts() { messages.append(.showDrafts) }
    func showDraftsError(_ message: String) { messages.append(.showDraftsError(message)) }
}
