// Tests of the header's view model, with a mock API and no view: what the header shows for each admitted answer, and
// the likes total it reads from the blog store.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservationLikesTotal

@Suite struct UserInfoViewModelTests {
    @Test @MainActor func eachAdmittedAnswer_isANewState() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            sut.loadUser()
            api.deliverAllPendingResponses()
            let probe = ChangeProbe { _ = sut.state }

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(probe.changed, "Expected an unchanged user's answer still announced: every admitted answer renders once")
        }
    }

    @Test @MainActor func olderAnswer_changesNothing() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .user)
            sut.loadUser()
            sut.loadUser()

            api.deliverPendingResponse(at: 1)
            let shown = sut.state
            api.deliverAllPendingResponses()

            #expect(sut.state == shown, "Expected the older failed answer ignored")
        }
    }

    @Test @MainActor func likesTotal_isNilUntilABlogsAnswerSucceeds_thenTheSumAsShown() {
        expectNoLeaks { tracker in
            let (sut, api, store) = makeSUT(tracker)
            #expect(sut.likesTotal == nil, "Expected no total before the blogs answer")

            store.loadBlogs()
            api.deliverAllPendingResponses()
            let total = sut.likesTotal
            _ = store.likeBlog(id: 101)

            #expect(total == 1204, "Expected the standard fixture's 1,204 likes, found \(String(describing: total))")
            #expect(sut.likesTotal == 1205, "Expected the like in flight counted at once")
        }
    }

    @Test @MainActor func likesTotal_isReadUnderTrackingFromEveryRecord() {
        expectNoLeaks { tracker in
            let (sut, api, store) = makeSUT(tracker)
            store.loadBlogs()
            api.deliverAllPendingResponses()
            let probe = ChangeProbe { _ = sut.likesTotal }

            _ = store.likeBlog(id: 104)

            #expect(probe.changed, "Expected a like of any blog to tell the view that read the total")
        }
    }

    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: UserInfoViewModel, api: MockProfileAPI, store: BlogStore) {
        let api = MockProfileAPI(scheduling: .queued)
        let store = BlogStore(api: api, userID: api.serverUser.id)
        let sut = UserInfoViewModel(api: api, userID: api.serverUser.id, store: store)
        tracker.track(sut, as: "UserInfoViewModel")
        tracker.track(store, as: "BlogStore")
        return (sut, api, store)
    }
}
