// Tests of the blog store, the model the list's and the detail's view models share: the like's outcomes and the
// changes it publishes, in order, with a mock API and no view model.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMAsyncUnlike

@Suite(.drivenHere(.mvvmAsync)) struct BlogStoreTests {
    @Test @MainActor func likeBlog_answersSentAlreadyLikedAlreadyUnlikedOrNotHeld() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)

            let outcomes = [sut.likeBlog(id: 101), sut.likeBlog(id: 101), sut.likeBlog(id: 102), sut.likeBlog(id: 102),
                            sut.likeBlog(id: 0)]

            #expect(outcomes == [.sent, .alreadyLiked, .sent, .alreadyUnliked, .notHeld],
                    "Expected like sent, like in flight, unlike sent, unlike in flight, not held; found \(outcomes)")
            #expect(api.requestCounts.like == 1 && api.requestCounts.unlike == 1, "Expected one like and one unlike")
        }
    }

    @Test @MainActor func likeBlog_onABlogLikedAsShown_unlikesIt_andShowsTheUnlikeAtOnce() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            _ = sut.likeBlog(id: 101)
            api.deliverAllPendingResponses()  // liked now on the server: the held copy is liked

            let outcome = sut.likeBlog(id: 101)

            #expect(outcome == .sent && api.requestCounts.unlike == 1, "Expected one unlike sent")
            #expect(sut.shownBlog(id: 101)?.isLiked == false && sut.shownBlog(id: 101)?.likeCount == 312,
                    "Expected the like taken off before any answer")
        }
    }

    @Test @MainActor func failingUnlike_publishesTheUnlikeTheFailureThenTheRollback() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.changes)
            api.injectFault(.error(.offline), on: .unlike)

            _ = sut.likeBlog(id: 102)
            api.deliverAllPendingResponses()

            #expect(deliveries.changes.map(\.?.kind) == [.blog(id: 102), .likeFailed(.offline), .blog(id: 102)],
                    "Expected the unlike, its failure and its rollback, in that order")
            #expect(sut.shownBlog(id: 102)?.isLiked == true, "Expected the server's liked copy shown again")
        }
    }

    @Test @MainActor func anUnlikeAnswer_keepsTheServersNewerCopy() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            api.updateServerBlog(id: 102) { $0.likeCount += 5 }  // others liked it meanwhile

            _ = sut.likeBlog(id: 102)
            api.deliverAllPendingResponses()

            #expect(sut.shownBlog(id: 102) == api.serverBlogs[1], "Expected the server's copy of the unliked blog")
            #expect(sut.shownBlog(id: 102)?.likeCount == 202, "Expected the server to count the others' likes")
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
