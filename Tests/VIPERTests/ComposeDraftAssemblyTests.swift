// The ComposeDraft module as its assembly wires it and the DraftList router presents it: the draft travels back through
// the module output, and the module, which the assembly keeps none of, is freed once dismissed.
import ProfileKit
import SceneRig
import Testing
@testable import VIPER

struct ComposeDraftAssemblyTests {
    @Test @MainActor func savedDraft_reachesTheModuleOutputAndTheModuleIsFreedOnceClosed() throws {
        let api = MockProfileAPI(scheduling: .queued)
        let output = ComposeDraftModuleOutputSpy()
        let root = ViewController(), window = Window()
        let navigation = NavigationController(rootViewController: root)
        window.makeKeyAndVisible(navigation)
        weak var module: ViewController?
        do {
            let compose = ComposeDraftAssembly.makeModule(api: api, output: output)
            module = compose
            root.present(compose)
        }
        try #require(module != nil, "Expected the presented module alive")

        (module?.visibleView(at: ProfileID.Compose.title) as? TextField)?.type("Routers")
        (module?.visibleView(at: ProfileID.Compose.save) as? Button)?.sendTap()
        api.deliverAllPendingResponses()

        #expect(output.createdDrafts.map(\.title) == ["Routers"], "Expected the draft handed to the module output")
        #expect(navigation.presentedViewController == nil, "Expected the module to close itself")
        #expect(module == nil, "Expected the module freed once dismissed")
        withExtendedLifetime(window) {}
    }
}
