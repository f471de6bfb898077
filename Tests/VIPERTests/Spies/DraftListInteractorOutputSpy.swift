// Test double of DraftListInteractorOutput: records every report, in order. Holds what it is told, nothing else.
import ProfileKit
@testable import VIPER

@MainActor
final class DraftListInteractorOutputSpy: DraftListInteractorOutput {
    enum Message: Equatable { case didLoadDrafts([Draft]), didFailToLoadDrafts(APIError) }

    private(set) var messages: [Message] = []

    func didLoadDrafts(_ drafts: [Draft]) { messages.append(.didLoadDrafts(drafts)) }
    func didFailToLoadDrafts(_ error: APIError) { messages.append(.didFailToLoadDrafts(error)) }
}
