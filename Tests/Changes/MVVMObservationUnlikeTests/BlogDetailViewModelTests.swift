// Tests of the blog detail's view model, with a mock API and no view: it reads the store's record of its blog, so a like
// made anywhere shows here, and its like command is the store's (which unlikes a blog liked as shown).
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservationUnlike

@Suite struct BlogDetailViewModelTests {
    @Test @MainActor func state_isTheBlogAsTheListShowsIt() {
        expectNoLeaks { tracker in
            let (sut, store, _) = makeSUT(tracker)

            #expect(sut.state == store.record(id: 101)?.shown, "Expected the store's record of the blog")
        }
    }

    @Test @MainActor func didTapLike_showsTheLikeAtOnceAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeSUT(tracker)
            let probe = ChangeProbe { _ = sut.state }

            sut.didTapLike()

            #expect(probe.changed && sut.state.likeTitle == "♥ 313", "Expected the like announced and shown at once")
            #expect(api.requestCounts.like == 1, "Expected one like request")
        }
    }

    @Test @MainActor func didTapLike_onALikedBlog_showsTheUnlikeAtOnceAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeSUT(tracker, blogID: 102)
            let probe = ChangeProbe { _ = sut.state }

            sut.didTapLike()

            #expect(probe.changed && !sut.state.isLiked, "Expected the unlike announced and shown at once")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0, "Expected one unlike request")
        }
    }

    @Test @MainActor func didTapLike_whileItsUnlikeIsInFlight_sendsTheAlreadyUnlikedToast() {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeSUT(tracker, blogID: 102)
            sut.didTapLike()
            var events: [BlogDetailViewModel.Event] = []
            sut.onEvent = { events.append($0) }

            sut.didTapLike()

            #expect(events == [.showToast(ProfileText.alreadyUnliked)] && api.requestCounts.unlike == 1,
                    "Expected the already-unliked toast and no second request")
        }
    }

    @Test @MainActor func likeOfAnotherBlog_announcesNothingHere() {
        expectNoLeaks { tracker in
            let (sut, store, _) = makeSUT(tracker)
            let probe = ChangeProbe { _ = sut.state }

            _ = store.likeBlog(id: 103)

            #expect(!probe.changed, "Expected a like of another blog not to reach the detail")
        }
    }

    @Test @MainActor func answerDroppingTheBlog_leavesItAsShownAndItsLikeDoesNothing() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker)
            let shown = sut.state
            api.removeServerBlog(id: 101)
            store.loadBlogs()
            api.deliverAllPendingResponses()
            var events: [BlogDetailViewModel.Event] = []
            sut.onEvent = { events.append($0) }

            sut.didTapLike()

            #expect(sut.state == shown, "Expected the dropped blog shown as it was")
            #expect(events.isEmpty && api.requestCounts.like == 0, "Expected no request and no toast")
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker, blogID: Int = 101) -> (sut: BlogDetailViewModel, store: BlogStore, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let store = BlogStore(api: api, userID: api.serverUser.id)
        store.loadBlogs()
        api.deliverAllPendingResponses()
        let record = store.record(id: blogID)
            ?? BlogRecord(serverCopy: api.serverBlogs[0], isLikePending: false, isUnlikePending: false)
        let sut = BlogDetailViewModel(record: record, store: store)
        tracker.track(sut, as: "BlogDetailViewModel")
        tracker.track(store, as: "BlogStore")
        return (sut, store, api)
    }
}
