// Ownership tests of the graph the composer wires: who keeps whom alive. Teardown frees every object the scene
// made, even with requests in flight; the root view controller alone keeps the module alive. Holds nothing.
@testable import MVC
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// Container → child controllers → their views and the shared model → API; the table, cells' like closures,
/// pending completions and the refresh button's target reference controllers weakly (B14–B16).
@Suite struct ProfileComposerTests {
    @Test @MainActor func tearDown_withRequestsInFlight_freesEveryObjectTheSceneMade() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        try expectNoLeaks { tracker in
            let driver = makeSUT(api: api, tracker)
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()

            driver.tearDown()

            #expect(api.pendingEndpoints == [.like, .user, .blogs, .drafts],
                    "Expected a like and a refresh still in flight at teardown")
            #expect(tracker.survivors.isEmpty,
                    "Expected the requests in flight not to keep the scene alive, found \(tracker.survivors)")
        }
    }

    @Test @MainActor func lateAnswers_afterTeardown_doNothing() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        try expectNoLeaks { tracker in
            let driver = makeSUT(api: api, tracker)
            api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()
            driver.tearDown()
            let toastsBeforeTheAnswers = driver.window.toastCount

            let work = UIWork.measure { api.deliverAllPendingResponses() }

            #expect(work == UIWork(), "Expected the late answers to find nobody and do no UI work, found \(work)")
            #expect(driver.window.toastCount == toastsBeforeTheAnswers, "Expected the late failure to show no toast")
        }
    }

    @Test @MainActor func tearDown_onADetailScreen_freesTheScene() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        try expectNoLeaks { tracker in
            let driver = makeSUT(api: api, tracker)
            try driver.selectBlog(row: 3)
            tracker.track(driver.topViewController, as: "BlogDetailViewController")

            driver.tearDown()

            #expect(tracker.survivors.isEmpty, "Expected nothing to survive teardown, found \(tracker.survivors)")
        }
    }

    /// Fails if the model kept the detail's observer — and the detail — after Back.
    @Test @MainActor func back_fromABlogDetail_freesTheDetailWhileTheSceneLives() throws {
        let driver = SceneDriver.launch(.mvc, scheduling: .queued)
        driver.deliverAllResponses()

        let survivors = try ScreenLifetimeCheck.survivors(afterClosing: .blogDetail, in: driver) { detail in
            [(detail as? BlogDetailViewController, "BlogDetailViewController")]
        }

        #expect(survivors.isEmpty, "Expected the detail freed on Back, found \(survivors)")
    }

    @Test @MainActor func rootViewControllerAlone_keepsTheModuleAliveAndItsLikesWork() throws {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        // Nothing but this local holds the scene: no window, no navigation controller.
        let scene = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
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

    /// The MVC scene in a window with its first answers delivered, each object the scene made tracked by role.
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
        tracker.track(container?.view, as: "ProfileContainerView")
        for child in container?.children ?? [] {
            tracker.track(child, as: "\(type(of: child))")
            tracker.track(child.view, as: "\(type(of: child)).view")
        }
        for (row, cell) in (driver.blogsTable?.visibleCells ?? []).enumerated() {
            tracker.track(cell, as: "BlogCell (row \(row))")
        }
        for (row, cell) in (driver.draftsTable?.visibleCells ?? []).enumerated() {
            tracker.track(cell, as: "DraftRowCell (row \(row))")
        }
        return driver
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
