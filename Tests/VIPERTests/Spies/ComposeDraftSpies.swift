// Test doubles of the ComposeDraft module's roles around its presenter: view, interactor, router and module output,
// each recording what it was told. Hold nothing of the module.
import ProfileKit
@testable import VIPER

@MainActor
final class ComposeDraftViewSpy: ComposeDraftViewInput {
    enum Message: Equatable { case showSaving, showError(String) }
    private(set) var messages: [Message] = []
    func showSaving() { messages.append(.showSaving) }
    func showError(_ message: String) { messages.append(.showError(message)) }
}

@MainActor
final class ComposeDraftInteractorSpy: ComposeDraftInteractorInput {
    private(set) var titles: [String] = []
    func createDraft(title: String) { titles.append(title) }
}

@MainActor
final class ComposeDraftRouterSpy: ComposeDraftRouterInput {
    private(set) var closeCount = 0
    func close() { closeCount += 1 }
}

@MainActor
final class ComposeDraftModuleOutputSpy: ComposeDraftModuleOutput {
    private(set) var createdDrafts: [Draft] = []
    func composeDraftModuleDidCreate(_ draft: Draft) { createdDrafts.append(draft) }
}
