// Ownership specifications of the MVP scene: teardown frees every role, even with a like in flight; the view
// controller keeps the module alive; no presenter keeps its view alive.
import ProfileKit
import TestSupport
import Testing
@testable import MVP

@Suite struct ProfileSceneMemorySpecification {
    @Test @MainActor func teardown_releasesViewControllerPresentersAndCellPresenters() throws {
        let driver = SceneDriver.launch(.mvp)

        try expectNoLeaks { tracker in
            try track(try scene(of: driver), in: tracker)
            driver.tearDown()
        }
    }

    @Test @MainActor func teardownWithLikeInFlight_releasesEverythingAndIgnoresTheLateFailure() throws {
        let driver = SceneDriver.launch(.mvp, scheduling: .queued)
        driver.deliverAllResponses()
        driver.api.injectFault(.error(.offline), on: .like)

        try expectNoLeaks { tracker in
            try track(try scene(of: driver), in: tracker)
            try driver.tapLike(blogRow: 0)
            driver.tearDown()
        }

        #expect(driver.api.pendingEndpoints == [.like], "Expected the like still in flight after teardown")
        driver.deliverAllResponses()
        #expect(driver.window.toastCount == 0, "Expected a response without a receiver to show no toast")
    }

    @Test @MainActor func teardownAfterOpeningDetail_releasesTheSceneAndTheDetail() throws {
        let driver = SceneDriver.launch(.mvp)

        try expectNoLeaks { tracker in
            try track(try scene(of: driver), in: tracker)
            try driver.selectBlog(row: 1)
            tracker.track(driver.topViewController, as: "BlogDetailViewController")
            driver.tearDown()
        }
    }

    @Test @MainActor func module_staysAliveWhileItsViewControllerIsAlive() throws {
        let driver = SceneDriver.launch(.mvp)
        let scene = try scene(of: driver)
        driver.tearDown()  // only `scene` holds the module now

        let likeButton = try #require(
            SceneSnapshot.visibleViews(in: scene.view).first { $0.path == ProfileID.blogLikePath(row: 0) }?.view as? Button,
            "Expected the scene's like button on row 0")
        likeButton.sendTap()

        #expect(driver.api.requestCounts.like == 1, "Expected the presenters to answer a tap while the view controller lives")
        #expect(likeButton.snapshotText == "♥ 313 [selected]", "Expected the row updated by its presenter")
    }

    @Test @MainActor func presenter_doesNotKeepItsViewControllerAlive() throws {
        let driver = SceneDriver.launch(.mvp)
        let presenter = try scene(of: driver).presenter

        expectNoLeaks { tracker in
            tracker.track(driver.topViewController, as: "ProfileViewController")
            driver.tearDown()
        }

        #expect(presenter.view == nil && presenter.blogList.view == nil && presenter.draftList.view == nil,
                "Expected every presenter to reference the view controller weakly")
    }
}

// MARK: - Helpers

extension ProfileSceneMemorySpecification {
    @MainActor
    private func scene(of driver: SceneDriver) throws -> ProfileViewController {
        try #require(driver.topViewController as? ProfileViewController, "Expected the MVP scene on top")
    }

    /// Tracks every role the scene made: its view controller, the three presenters, every row presenter
    /// and every visible cell.
    @MainActor
    private func track(_ scene: ProfileViewController, in tracker: LeakTracker) throws {
        tracker.track(scene, as: "ProfileViewController")
        tracker.track(scene.presenter, as: "ProfilePresenter")
        tracker.track(scene.presenter.blogList, as: "BlogListPresenter")
        tracker.track(scene.presenter.draftList, as: "DraftListPresenter")
        let rows = scene.presenter.blogList.cellPresenters
        try #require(rows.count == 12, "Expected the scene loaded with a row presenter per blog")
        for (row, presenter) in rows.enumerated() {
            tracker.track(presenter, as: "BlogCellPresenter of row \(row)")
        }
        for path in [ProfileID.blogRowPath(row: 0), ProfileID.draftRowPath(row: 0)] {
            tracker.track(SceneSnapshot.visibleViews(in: scene.view).first { $0.path == path }?.view, as: "cell \(path)")
        }
    }
}
