// Test double of the compose module's output (the drafts interactor, in the scene): records each draft it is handed.
// Holds nothing of any module.
import ProfileKit
@testable import VIP

/// A compose output that keeps nothing.
@MainActor
final class OutputSpy: ComposeDraftOutput {
    private(set) var created: [Draft] = []
    func composeDraft(didCreate draft: Draft) { created.append(draft) }
}
