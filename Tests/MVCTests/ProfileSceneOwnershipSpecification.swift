// Ownership specification of the MVC scene: who keeps whom alive. Teardown frees every object the scene made,
// even with a like in flight; the root view controller alone keeps the module alive. Holds nothing.
@testable import MVC
import ProfileKit
import TestSupport
import Testing

/// Container → child controllers → their views and the model; cells and completions capture weakly.
@Suite struct ProfileSceneOwnershipSpecification {
    @Test @MainActor func tearDown_releasesContainerChildrenCellsAndModel() {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        expectNoLeaks { tracker in
            let driver = makeSUT(api: api, tracker)

            driver.tearDown()

            #expect(tracker.survivors.isEmpty, "Expected nothing to survive teardown, found \(tracker.survivors)")
        }
    }

    @Test @MainActor func tearDown_withLikeInFlight_releasesEverythingAndIgnoresTheLateResponse() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        try expectNoLeaks { tracker in
            let driver = makeSUT(api: api, tracker)
            api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            let toastsBeforeTeardown = driver.window.toastCount

            driver.tearDown()

            #expect(api.pendingEndpoints == [.like], "Expected the like to be still in flight at teardown")
            #expect(tracker.survivors.isEmpty,
                    "Expected the pending like not to keep the scene alive, found \(tracker.survivors)")
            api.deliverAllPendingResponses()
            #expect(driver.window.toastCount == toastsBeforeTeardown, "Expected the late failure to show no toast")
        }
    }

    @Test @MainActor func tearDown_onADetailScreen_releasesTheScene() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        try expectNoLeaks { tracker in
            let driver = makeSUT(api: api, tracker)
            try driver.selectBlog(row: 3)
            tracker.track(driver.topViewController, as: "BlogDetailViewController")

            driver.tearDown()

            #expect(tracker.survivors.isEmpty, "Expected nothing to survive teardown, found \(tracker.survivors)")
        }
    }

    @Test @MainActor func scene_doesNotRetainTheNavigatorItWasGiven() {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        weak var weakNavigator: NavigationController?
        var scene: ViewController?
        do {
            let navigator = NavigationController()
            weakNavigator = navigator
            scene = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
        }

        #expect(scene != nil, "Expected the composer to return a scene")
        #expect(weakNavigator == nil, "Expected the scene to hold its navigator weakly, if at all")
    }

    @Test @MainActor func rootViewControllerAlone_keepsTheModuleAliveAndLikesStillWork() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let scene = makeDetachedScene(api: api)
        scene.loadViewIfNeeded()
        api.deliverAllPendingResponses()

        let likeButton = try #require(view(at: ProfileID.blogLikePath(row: 0), in: scene) as? Button,
                                      "Expected the first blog's like button after the blogs loaded")
        likeButton.sendTap()
        api.deliverAllPendingResponses()

        #expect(text(at: ProfileID.blogLikePath(row: 0), in: scene) == "♥ 313 [selected]",
                "Expected the like to reach the row through the living child controller")
        #expect(api.serverBlogs.first?.isLiked == true, "Expected the like to reach the server through the model")
    }

    // MARK: Helpers

    /// The MVC scene in a window with everything loaded, each object the scene made tracked by role.
    @MainActor
    private func makeSUT(api: MockProfileAPI, _ tracker: LeakTracker) -> SceneDriver {
        let driver = SceneDriver(api: api) { api, userID in
            let model = ProfileModel(api: api, userID: userID)
            tracker.track(model, as: "ProfileModel")
            return ProfileComposer.makeProfileViewController(model: model)
        }
        api.deliverAllPendingResponses()
        let container = driver.topViewController
        tracker.track(container, as: "ProfileViewController")
        for child in container?.children ?? [] {
            tracker.track(child, as: "\(type(of: child))")
            tracker.track(child.view, as: "\(type(of: child)).view")
        }
        for (row, cell) in (driver.blogsTable?.visibleCells ?? []).enumerated() {
            tracker.track(cell, as: "BlogCell (row \(row))")
        }
        for (row, cell) in (driver.draftsTable?.visibleCells ?? []).enumerated() {
            tracker.track(cell, as: "DraftCell (row \(row))")
        }
        return driver
    }

    /// The composer's root view controller, with the navigator it was given already gone.
    @MainActor
    private func makeDetachedScene(api: MockProfileAPI) -> ViewController {
        ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
    }

    @MainActor
    private func view(at path: String, in scene: ViewController) -> View? {
        SceneSnapshot.visibleViews(in: scene.view).first { $0.path == path }?.view
    }

    @MainActor
    private func text(at path: String, in scene: ViewController) -> String? {
        view(at: path, in: scene)?.snapshotText
    }
}
