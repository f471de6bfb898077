// The ComposeDraft module wired by its assembly and presented by the DraftList router: the draft travels back through
// the module output to the DraftList module, and the module is freed once dismissed.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct ComposeDraftModuleTests {
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

    @Test @MainActor func draftListPresenter_opensComposeWithItselfAsOutput_andInsertsTheDraftItHearsOf() {
        let interactor = DraftListInteractorSpy(), router = DraftListRouterSpy()
        let sut = DraftListPresenter(interactor: interactor, router: router)
        let draft = Draft(id: 904, title: "Routers", editedAt: MockProfileAPI.defaultServerNow)

        sut.didTapNewDraft()
        router.composeOutputs.first?.output?.composeDraftModuleDidCreate(draft)

        #expect(router.composeOutputs.first?.output === sut, "Expected the DraftList presenter as the module output")
        #expect(interactor.insertedDrafts == [draft], "Expected the draft inserted by the interactor")
    }

    @Test @MainActor func draftListInteractor_insertsTheCreatedDraftFirstAndRefusesOlderAnswers() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = DraftListInteractorOutputSpy()
        let sut = DraftListInteractor(api: api, userID: api.serverUser.id)
        sut.output = output
        sut.loadDrafts()
        api.deliverAllPendingResponses()
        sut.loadDrafts()
        let draft = Draft(id: 904, title: "Routers", editedAt: api.serverNow)

        sut.insertCreatedDraft(draft)
        api.deliverAllPendingResponses()

        #expect(output.messages.last == .didLoadDrafts([draft] + ProfileFixture.standard.drafts),
                "Expected the draft first, and the older answer refused")
    }
}
