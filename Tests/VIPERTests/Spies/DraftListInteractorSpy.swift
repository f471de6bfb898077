// Test double of DraftListInteractorInput: records the use cases asked for, answers `draft(id:)` from a stub.
// Holds nothing of the module.
import ProfileKit
@testable import VIPER

@MainActor
final class DraftListInteractorSpy: DraftListInteractorInput {
    private(set) var loadDraftsCount = 0
    /// What `draft(id:)` answers, by id.
    var drafts: [Int: Draft] = [:]

    private(set) var insertedDrafts: [Draft] = []

    func loadDrafts() { loadDraftsCount += 1 }
    func draft(id: Int) -> Draft? { drafts[id] }
    func insertCreatedDraft(_ draft: Draft) { insertedDrafts.append(draft) }
}
