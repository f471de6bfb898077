// Tests of the container's presenter: with real section presenters on a mock API, and no view at all (the
// container's presenter shows nothing).
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// The container's events (B18) on its presenter alone.
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
