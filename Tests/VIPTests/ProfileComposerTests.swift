// The scene as the composer makes it: only the container at first, its sections once its view loads, and every module
// bound (presenter ⇢ view, router ⇢ presenter, all on the scene's one binder). Who owns whom in the scene is the
// ownership conformance test's (ConformanceTests).
import ProfileKit
import SceneRig
import Testing
@testable import VIP

struct ProfileComposerTests {
    @Test @MainActor func makeScene_makesOnlyTheContainer_whoseSectionsAreMadeWhenItsViewLoads() throws {
        let api = MockProfileAPI()
        let root = try #require(ProfileComposer.makeScene(api: api, userID: api.serverUser.id) as? ProfileView,
                                "Expected the profile module's view as the root")

        #expect(root.children.isEmpty, "Expected no section made before the view loads")
        root.loadViewIfNeeded()
        #expect(root.children.map { String(describing: type(of: $0)) } == ["UserInfoView", "BlogListView", "DraftListView"],
                "Expected the three sections embedded in order once it loads")
    }

    @Test @MainActor func everyModule_isBound_presenterToItsViewAndRouterToItsPresenter() throws {
        let api = MockProfileAPI()
        let root = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
        let scene = try #require(SceneModules(root: root), "Expected every module reachable along the strong links")

        for module in scene.modules {
            #expect(module.presenter.view === module.view, "Expected \(module.name)'s presenter ⇢ its view")
            #expect(module.router.presenter === module.presenter, "Expected \(module.name)'s router ⇢ its presenter")
            #expect(module.router.binder === scene.binder, "Expected \(module.name)'s router on the scene's one binder")
        }
    }
}

// MARK: - Helpers

/// The scene's modules, reached from the container view along the strong links only, its view loaded.
@MainActor
private struct SceneModules {
    struct Module {
        let name: String
        let view: VIP.View
        let presenter: Presenter
        let router: Router
    }

    let modules: [Module]
    let binder: Binder

    init?(root: ViewController?) {
        guard let root = root as? ProfileView else { return nil }
        root.loadViewIfNeeded()
        let views: [VIP.View] = [root] + root.children.compactMap { $0 as? VIP.View }
        guard views.count == 4 else { return nil }
        modules = views.map { view in
            Module(name: String(describing: type(of: view)), view: view, presenter: view.interactor.presenter,
                   router: view.interactor.presenter.router)
        }
        binder = root.interactor.presenter.router.binder
    }
}
