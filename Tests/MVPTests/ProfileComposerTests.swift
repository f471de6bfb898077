// Tests of the assembled MVP scene, through its UI: the container's layout and events, and who owns whom —
// teardown frees every object the scene made, the view controllers keep the module alive, presenters keep
// no view alive.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// The scene as `ProfileComposer` assembles it (B13–B16, B18 through the UI).
@Suite struct ProfileComposerTests {
    // MARK: Layout and events

    @Test @MainActor func scene_embedsTheHeaderTheBlogsAndTheDraftsInThatOrder() throws {
        try expectNoLeaks { tracker in
            let (_, sut) = try makeSUT(tracker)

            #expect(sut.children.map { "\(type(of: $0))" }
                        == ["UserInfoViewController", "BlogListViewController", "DraftListViewController"],
                    "Expected one child view controller per section, in the order header, blogs, drafts")
            #expect(sut.view.subviews.map { "\(type(of: $0))" }
                        == ["Button", "ProfileHeaderView", "TableSectionView", "TableSectionView"],
                    "Expected the refresh button, then each section's view in order")
        }
    }

    @Test @MainActor func refreshButton_requestsTheUserTheBlogsAndTheDraftsInThatOrder() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = try makeSUT(tracker)

            try driver.tapRefresh()

            #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs, drafts, in that order")
        }
    }

    @Test @MainActor func selectingADraft_pushesItsDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = try makeSUT(tracker)

            try driver.selectDraft(row: 0)

            #expect(driver.text(at: ProfileID.Detail.title) == "Coordinators: the missing router?",
                    "Expected draft 901's detail pushed from the container's navigation controller")
        }
    }

    // MARK: B14, B15 teardown

    @Test @MainActor func teardownWithRequestsInFlight_releasesEveryObjectTheSceneMade() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = try makeSUT(tracker)
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()
            try track(sut, in: tracker)

            driver.tearDown()

            #expect(driver.api.pendingResponseCount == 4, "Expected the like and the refresh still in flight")
        }
    }

    @Test @MainActor func teardownAfterOpeningADetail_releasesTheSceneAndTheDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = try makeSUT(tracker)
            try track(sut, in: tracker)
            try driver.selectBlog(row: 1)
            tracker.track(driver.topViewController, as: "BlogDetailViewController")

            driver.tearDown()
        }
    }

    /// Fails if the list presenter, its output, kept the detail's presenter after Back.
    @Test @MainActor func back_fromABlogDetail_freesItsViewControllerAndPresenterWhileTheSceneLives() throws {
        let driver = SceneDriver.launch(.mvp, scheduling: .queued)
        driver.deliverAllResponses()

        let survivors = try ScreenLifetimeCheck.survivors(afterClosing: .blogDetail, in: driver) { detail in
            let view = detail as? BlogDetailViewController
            return [(view, "BlogDetailViewController"), (view?.presenter, "BlogDetailPresenter")]
        }

        #expect(survivors.isEmpty, "Expected the detail module freed on Back, found \(survivors)")
    }

    @Test @MainActor func lateAnswersAfterTeardown_doNothing() throws {
        var tornDown: SceneDriver?
        try expectNoLeaks { tracker in
            let (driver, _) = try makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()
            driver.tearDown()
            tornDown = driver
        }

        let work = UIWork.measure { tornDown?.deliverAllResponses() }

        #expect(work == UIWork(), "Expected late answers to find nobody: no toast, no UI work, found \(work)")
    }

    // MARK: B16 ownership

    @Test @MainActor func module_staysAliveWhileItsViewControllerDoes() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = try makeSUT(tracker)
            driver.tearDown()   // only `sut` holds the scene now
            let buttons = SceneSnapshot.visibleViews(in: sut.view)
            let refresh = try #require(buttons.first { $0.path == ProfileID.refresh }?.view as? Button, "Expected refresh")
            let like = try #require(buttons.first { $0.path == ProfileID.blogLikePath(row: 0) }?.view as? Button,
                                    "Expected row 0's like button")

            refresh.sendTap()
            like.sendTap()

            #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts, .like],
                    "Expected the presenters to answer the refresh and the like while the view controller lives")
            #expect(like.snapshotText == "♥ 313 [selected]", "Expected the row updated by its presenter")
        }
    }

    @Test @MainActor func presenters_doNotKeepTheirViewControllersAlive() throws {
        var kept: ProfilePresenter?
        try expectNoLeaks { tracker in
            let (driver, sut) = try makeSUT(tracker)
            for child in sut.children { tracker.track(child, as: "\(type(of: child))") }
            kept = sut.presenter
            driver.tearDown()
        }

        let presenter = try #require(kept, "Expected the container's presenter kept by the test")
        #expect(presenter.userInfo.view == nil && presenter.blogList.view == nil && presenter.draftList.view == nil,
                "Expected every section presenter to reference its view controller weakly")
        #expect(presenter.blogList.navigator == nil && presenter.draftList.navigator == nil,
                "Expected the list presenters to reference their navigators weakly")
    }
}

// MARK: - Helpers

extension ProfileComposerTests {
    /// The MVP scene launched on a queued API with its first answers delivered; the container is returned.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) throws -> (driver: SceneDriver, sut: ProfileViewController) {
        let driver = SceneDriver.launch(.mvp, scheduling: .queued)
        driver.deliverAllResponses()
        let sut = try #require(driver.topViewController as? ProfileViewController, "Expected the MVP scene on top")
        tracker.track(sut, as: "ProfileViewController")
        return (driver, sut)
    }

    /// Tracks every object the scene made: the container and its presenter, each section's view controller and
    /// presenter, every row presenter and the visible cells.
    @MainActor
    private func track(_ scene: ProfileViewController, in tracker: LeakTracker) throws {
        tracker.track(scene.presenter, as: "ProfilePresenter")
        tracker.track(scene.presenter.userInfo, as: "UserInfoPresenter")
        tracker.track(scene.presenter.blogList, as: "BlogListPresenter")
        tracker.track(scene.presenter.draftList, as: "DraftListPresenter")
        for child in scene.children { tracker.track(child, as: "\(type(of: child))") }
        let rows = scene.presenter.blogList.rows
        try #require(rows.count == 12, "Expected a row presenter per blog")
        for row in rows { tracker.track(row, as: "BlogCellPresenter \(row.id)") }
        for path in [ProfileID.blogRowPath(row: 0), ProfileID.draftRowPath(row: 0)] {
            tracker.track(SceneSnapshot.visibleViews(in: scene.view).first { $0.path == path }?.view, as: "cell \(path)")
        }
    }
}
