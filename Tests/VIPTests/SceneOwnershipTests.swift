// The scene's ownership, from the composer: every module bound (presenter ⇢ view, router ⇢ presenter), every object
// alive exactly as long as the container view, a closed detail or compose module freed while the scene lives, and
// everything released on teardown with requests in flight.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct SceneOwnershipTests {
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
        let scene = try #require(SceneObjects(root: root), "Expected every module reachable along the strong links")

        for module in scene.modules {
            #expect(module.presenter.view === module.view, "Expected \(module.name)'s presenter ⇢ its view")
            #expect(module.router.presenter === module.presenter, "Expected \(module.name)'s router ⇢ its presenter")
            #expect(module.router.binder === scene.binder, "Expected \(module.name)'s router on the scene's one binder")
        }
    }

    /// Fails if any strong link were weak: nothing but the container view holds the scene once the composer returns.
    @Test @MainActor func everyObject_staysAliveWhileTheContainerViewDoes() {
        expectNoLeaks { tracker in
            let root = makeRootTrackingEveryObject(tracker: tracker)

            (root.visibleView(at: ProfileID.refresh) as? Button)?.sendTap()
            (root.visibleView(at: ProfileID.blogLikePath(row: 0)) as? Button)?.sendTap()

            #expect(root.visibleText(at: "header.name") == "Lin Wei 林伟", "Expected the user info module to answer")
            #expect(root.visibleText(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the blog list module to answer the tap")
            #expect(root.visibleText(at: ProfileID.Drafts.table) == "3 rows", "Expected the draft list module to answer")
            #expect(tracker.survivors.count == SceneObjects.objectCount + 1, "Expected every object and the API alive")
        }
    }

    /// Fails if anything the detail module made were kept by the worker, the binder or the list.
    @Test @MainActor func back_fromABlogDetail_freesItsModuleWhileTheSceneLives() throws {
        let driver = SceneDriver(composer: ProfileComposer.self, api: MockProfileAPI(scheduling: .queued))
        driver.deliverAllResponses()

        let survivors = try ScreenLifetimeCheck.survivors(afterClosing: .blogDetail, in: driver) { detail in
            let view = detail as? BlogDetailView
            return [(view, "BlogDetailView"), (view?.interactor, "BlogDetailInteractor"),
                    (view?.interactor.presenter, "BlogDetailPresenter"), (view?.interactor.presenter.router, "Router")]
        }

        #expect(survivors.isEmpty, "Expected the detail module freed on Back, found \(survivors)")
    }

    @Test(arguments: [true, false])
    @MainActor func closingTheComposeModule_freesItWhileTheSceneLives(saving: Bool) throws {
        let driver = SceneDriver(composer: ProfileComposer.self, api: MockProfileAPI(scheduling: .immediate))
        try expectNoLeaks { tracker in
            try driver.tapNewDraft()
            let compose = try #require(driver.modalViewController as? ComposeDraftView, "Expected the compose module")
            for (object, role) in [(compose, "ComposeDraftView"), (compose.interactor, "ComposeDraftInteractor"),
                                   (compose.interactor.presenter, "ComposeDraftPresenter"),
                                   (compose.interactor.presenter.router, "Router")] as [(AnyObject, String)] {
                tracker.track(object, as: role)
            }
            if saving {
                try driver.typeDraftTitle("Notes")
                try driver.tapSaveDraft()
            } else {
                try driver.tapCancelDraft()
            }
            #expect(driver.modalViewController == nil, "Expected the compose module closed")
        }
        withExtendedLifetime(driver) {}
    }

    /// Fails if anything in the scene kept the navigation controller it reached once the routers have used it.
    @Test @MainActor func theScene_doesNotKeepItsNavigationControllerAlive() throws {
        let api = MockProfileAPI(scheduling: .immediate)
        let root = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)

        let outcome = try NavigationLifetime.check(sceneAt: root)

        #expect(outcome.detailsOpened == 2, "Expected a blog's and a draft's detail pushed and popped")
        #expect(outcome.navigationControllerIsFreed, "Expected the navigation controller released while the scene lives on")
        withExtendedLifetime(root) {}
    }

    /// Fails if any back-reference or completion held its target strongly.
    @Test @MainActor func tearDown_withRequestsInFlight_releasesEveryObjectAndTheLateAnswersDoNothing() throws {
        try InFlightTeardown.expectEveryObjectFreed(composer: ProfileComposer.self) { root, tracker in
            let scene = try #require(SceneObjects(root: root), "Expected the container on top")
            scene.track(in: tracker)
        }
    }
}

// MARK: - Helpers

/// Every object of the scene, reached from the container view along the strong links only, its view loaded.
@MainActor
private struct SceneObjects {
    struct Module {
        let name: String
        let view: VIP.View
        let interactor: Interactor
        let presenter: Presenter
        let router: Router
    }

    /// Four modules of four objects (view, interactor, presenter, router), the binder and the blogs worker.
    static let objectCount = 18

    let modules: [Module]
    let binder: Binder
    let worker: BlogsWorker

    init?(root: ViewController?) {
        guard let root = root as? ProfileView else { return nil }
        root.loadViewIfNeeded()
        let views: [VIP.View] = [root] + root.children.compactMap { $0 as? VIP.View }
        guard views.count == 4 else { return nil }
        modules = views.map { view in
            Module(name: String(describing: type(of: view)), view: view, interactor: view.interactor,
                   presenter: view.interactor.presenter, router: view.interactor.presenter.router)
        }
        binder = root.interactor.presenter.router.binder
        worker = binder.services.blogsWorker
    }

    func track(in tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation) {
        for module in modules {
            let roles: [(AnyObject, String)] = [
                (module.view, module.name), (module.interactor, "\(module.name)'s interactor"),
                (module.presenter, "\(module.name)'s presenter"), (module.router, "\(module.name)'s router"),
            ]
            for (object, role) in roles { tracker.track(object, as: role, sourceLocation: sourceLocation) }
        }
        tracker.track(binder, as: "Binder", sourceLocation: sourceLocation)
        tracker.track(worker, as: "BlogsWorker", sourceLocation: sourceLocation)
    }
}

/// Makes the scene on an API that only the scene references, loads it, tracks every object and the API, and returns
/// the container view alone: whatever survives is kept alive by it.
@MainActor
private func makeRootTrackingEveryObject(tracker: LeakTracker) -> ViewController {
    let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
    let root = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
    tracker.track(api, as: "MockProfileAPI")
    if let scene = SceneObjects(root: root) {
        scene.track(in: tracker)
    } else {
        Issue.record("Expected every module reachable along the strong links once the composer returned")
    }
    return root
}
