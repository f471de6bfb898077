// Tests of the container's presenter: with real section presenters on a mock API, and no view at all (the
// container's presenter shows nothing); and, in the assembled scene, that no presenter keeps its view alive.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPLikesTotal

/// The container's events (B18), and the likes total it passes from the blogs to the header (docs/CHANGING.md, 2), on
/// its presenter alone.
@Suite struct ProfilePresenterTests {
    @Test @MainActor func didLoadView_loadsTheUserTheBlogsAndTheDraftsInThatOrder() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)

            sut.didLoadView()

            #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs, drafts, in that order")
        }
    }

    /// The section presenters are made inside `makeSUT` and only the presenter keeps them: this also checks that
    /// it owns them.
    @Test @MainActor func didTapRefresh_reloadsTheUserTheBlogsAndTheDraftsInThatOrder() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            sut.didLoadView()
            api.deliverAllPendingResponses()

            sut.didTapRefresh()

            #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs, drafts, in that order")
            #expect(api.requestCounts.total == 6, "Expected one request per section per load, and no other")
        }
    }

    @Test @MainActor func blogsAnswer_reachesTheHeadersViewAsTheLikesTotal() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let header = UserInfoViewSpy()
            sut.userInfo.view = header
            sut.didLoadView()

            api.deliverAllPendingResponses()

            #expect(header.messages.last == .showLikesTotal(1_204),
                    "Expected the blogs' likes total passed on to the header's view, through the header's presenter")
            #expect(sut.blogList.output === sut, "Expected the container to be the blogs presenter's output")
        }
    }

    /// MVP's own direction of ownership: the view controller owns its presenter, never the reverse. Here the test
    /// keeps the presenters past their view controllers, which must go.
    @Test @MainActor func presenters_doNotKeepTheirViewControllersAlive() throws {
        var kept: ProfilePresenter?
        try expectNoLeaks { tracker in
            let driver = SceneDriver.launch(composer: ProfileComposer.self, scheduling: .queued)
            driver.deliverAllResponses()
            let scene = try #require(driver.topViewController as? ProfileViewController, "Expected the MVP scene on top")
            tracker.track(scene, as: "ProfileViewController")
            for child in scene.children { tracker.track(child, as: "\(type(of: child))") }
            kept = scene.presenter
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

extension ProfilePresenterTests {
    /// The container's presenter over three section presenters it alone holds, on a queued API; all four are
    /// tracked for leaks.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: ProfilePresenter, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = ProfilePresenter(
            userInfo: UserInfoPresenter(api: api, userID: api.serverUser.id),
            blogList: BlogListPresenter(api: api, userID: api.serverUser.id),
            draftList: DraftListPresenter(api: api, userID: api.serverUser.id))
        tracker.track(sut, as: "ProfilePresenter")
        tracker.track(sut.userInfo, as: "UserInfoPresenter")
        tracker.track(sut.blogList, as: "BlogListPresenter")
        tracker.track(sut.draftList, as: "DraftListPresenter")
        return (sut, api)
    }
}
