// Tests of the container view controller in the assembled MVP scene, through its UI: its layout and the events it
// forwards. Who owns whom in the scene is the ownership conformance test's (ConformanceTests).
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// The container as `ProfileComposer` assembles it (B13, B18 through the UI).
@Suite struct ProfileViewControllerTests {
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
}

// MARK: - Helpers

extension ProfileViewControllerTests {
    /// The MVP scene launched on a queued API with its first answers delivered; the container is returned, tracked.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) throws -> (driver: SceneDriver, sut: ProfileViewController) {
        let driver = SceneDriver.launch(.mvp, scheduling: .queued)
        driver.deliverAllResponses()
        let sut = try #require(driver.topViewController as? ProfileViewController, "Expected the MVP scene on top")
        tracker.track(sut, as: "ProfileViewController")
        return (driver, sut)
    }
}
