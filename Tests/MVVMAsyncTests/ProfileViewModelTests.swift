// Tests of the container's view model with a mock API and no view (B18): it tells its sections to load.
@testable import MVVMAsync
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct ProfileViewModelTests {
    @Test @MainActor func didLoadView_loadsTheUserTheBlogsAndTheDraftsInThatOrder() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)

            sut.didLoadView()

            #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs, drafts requests in order")
        }
    }

    @Test @MainActor func didTapRefresh_loadsTheUserTheBlogsAndTheDraftsAgainInThatOrder() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            sut.didLoadView()
            api.deliverAllPendingResponses()

            sut.didTapRefresh()

            #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs, drafts requests in order")
        }
    }

    @Test @MainActor func eachSectionAnswer_reachesItsOwnSection() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .drafts)

            sut.didLoadView()
            api.deliverAllPendingResponses()

            if case .user = sut.userInfo.state.value?.content {} else {
                Issue.record("Expected the header section to show the user")
            }
            #expect(sut.blogList.state.value?.content == .rows, "Expected the blogs section to show rows")
            #expect(sut.draftList.state.value?.content == .error(message: ProfileText.sectionError(.drafts, .offline)),
                    "Expected only the drafts section to show the drafts error")
        }
    }

    @Test @MainActor func theContainer_keepsItsSectionsAlive() {
        weak var userInfo: UserInfoViewModel?
        weak var blogList: BlogListViewModel?
        weak var draftList: DraftListViewModel?
        let api = MockProfileAPI(scheduling: .queued)
        let sut = ProfileViewModel(api: api, userID: api.serverUser.id)
        (userInfo, blogList, draftList) = (sut.userInfo, sut.blogList, sut.draftList)

        #expect(userInfo != nil && blogList != nil && draftList != nil,
                "Expected the container view model to own its three section view models")
        withExtendedLifetime(sut) {}
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: ProfileViewModel, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = ProfileViewModel(api: api, userID: api.serverUser.id)
        tracker.track(sut, as: "ProfileViewModel")
        tracker.track(sut.userInfo, as: "UserInfoViewModel")
        tracker.track(sut.blogList, as: "BlogListViewModel")
        tracker.track(sut.draftList, as: "DraftListViewModel")
        return (sut, api)
    }
}
