// Tests of the blog store, the model the list's and the detail's view models share: the like's outcomes and the
// changes it publishes, in order, with a mock API and no view model.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMAsync

@Suite(.drivenHere(.mvvmAsync)) struct BlogStoreTests {
    @Test @MainActor func likeBlog_answersSentAlreadyLikedOrNotHeld() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)

            let outcomes = [sut.likeBlog(id: 101), sut.likeBlog(id: 101), sut.likeBlog(id: 102), sut.likeBlog(id: 0)]

            #expect(outcomes == [.sent, .alreadyLiked, .alreadyLiked, .notHeld],
                    "Expected sent, in flight, liked, not held; found \(outcomes)")
            #expect(api.requestCounts.like == 1, "Expected one request")
        }
    }

    @Test @MainActor func failingLike_publishesTheLikeTheFailureThenTheRollback() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.changes)
            api.injectFault(.error(.offline), on: .like)

            _ = sut.likeBlog(id: 103)
            api.deliverAllPendingResponses()

            #expect(deliveries.changes.map(\.?.kind) == [.blog(id: 103), .likeFailed(.offline), .blog(id: 103)],
                    "Expected the like, its failure and its rollback, in that order")
            #expect(sut.shownBlog(id: 103)?.isLiked == false, "Expected the server's copy shown again")
        }
    }

    @Test @MainActor func equalChangesInARow_areTwoDeliveries() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.changes)

            sut.loadBlogs()
            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(deliveries.changes.count == 2, "Expected each admitted answer delivered, found \(deliveries.changes)")
        }
    }
}

// MARK: - Helpers

/// A store holding the standard blogs on a queued API; tracked for leaks.
@MainActor
private func makeSUT(_ tracker: LeakTracker) -> (sut: BlogStore, api: MockProfileAPI) {
    let api = MockProfileAPI(scheduling: .queued)
    let sut = BlogStore(api: api, userID: api.serverUser.id)
    sut.loadBlogs()
    api.deliverAllPendingResponses()
    tracker.track(sut, as: "BlogStore")
    return (sut, api)
}
