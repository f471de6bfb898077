// Test double of DraftListRouterInput: records the navigation asked for. Holds nothing of the module.
import ProfileKit
@testable import VIPER

@MainActor
final class DraftListRouterSpy: DraftListRouterInput {
    private(set) var openedDrafts: [Draft] = []

    func openDraftDetail(for draft: Draft) { openedDrafts.append(draft) }
}
