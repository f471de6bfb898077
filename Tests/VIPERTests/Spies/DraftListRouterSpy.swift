// Test double of DraftListRouterInput: records the navigation asked for. Holds nothing of the module.
import ProfileKit
@testable import VIPER

@MainActor
final class DraftListRouterSpy: DraftListRouterInput {
    private(set) var openedDrafts: [Draft] = []
    /// The module outputs of the compose modules opened, held weakly as the module does.
    private(set) var composeOutputs: [WeakComposeOutput] = []

    struct WeakComposeOutput {
        weak var output: (any ComposeDraftModuleOutput)?
    }

    func openDraftDetail(for draft: Draft) { openedDrafts.append(draft) }
    func openComposeDraft(output: any ComposeDraftModuleOutput) { composeOutputs.append(WeakComposeOutput(output: output)) }
}
