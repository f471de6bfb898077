// Tests of the blog store, the model the list's and the detail's view models share: the like's outcomes, the records it
// keeps across answers, and what it announces to observers, with a mock API and no view model.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservationUnlike

@Suite struct BlogStoreTests {
    @Test @MainActor func likeBlog_answersSentUnlikeSentInFlightOrNotHeld() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)

            let outcomes = [sut.likeBlog(id: 101), sut.likeBlog(id: 101), sut.likeBlog(id: 102), sut.likeBlog(id: 102),
                            sut.likeBlog(id: 0)]

            #expect(outcomes == [.sent, .alreadyLiked, .unlikeSent, .alreadyUnliked, .notHeld],
                    "Expected sent, like in flight, unlike sent, unlike in flight, not held; found \(outcomes)")
            #expect(api.requestCounts.like == 1 && api.requestCounts.unlike == 1, "Expected one request of each")
        }
    }

    @Test @MainActor func failingLike_tellsTheFailureAndRollsBack() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var failures: [APIError] = []
            sut.onLikeFailed = { failures.append($0) }
            api.injectFault(.error(.offline), on: .like)

            _ = sut.likeBlog(id: 103)
            #expect(sut.record(id: 103)?.shown.isLiked == true, "Expected the like shown while in flight")
            api.deliverAllPendingResponses()

            #expect(failures == [.offline], "Expected the failure told once, found \(failures)")
            #expect(sut.record(id: 103)?.shown.isLiked == false, "Expected the server's copy shown again")
        }
    }

    @Test @MainActor func failingUnlike_tellsTheFailureAndShowsTheLikeAgain() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var failures: [APIError] = []
            sut.onLikeFailed = { failures.append($0) }
            api.injectFault(.error(.offline), on: .unlike)

            _ = sut.likeBlog(id: 102)
            #expect(sut.record(id: 102)?.shown.isLiked == false, "Expected the like taken back while in flight")
            api.deliverAllPendingResponses()

            #expect(failures == [.offline], "Expected the failure told once, found \(failures)")
            #expect(sut.record(id: 102)?.shown.isLiked == true, "Expected the server's liked copy shown again")
        }
    }

    @Test @MainActor func admittedAnswer_keepsTheRecordOfABlogStillListed() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let before = sut.record(id: 101)

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.record(id: 101) === before, "Expected a listed blog to keep its record, so its views keep tracking it")
        }
    }

    @Test @MainActor func admittedAnswer_announcesTheRecordsAndTheAnswer() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let answer = ChangeProbe { _ = sut.blogsAnswer }
            let records = ChangeProbe { _ = sut.records }

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(answer.changed && records.changed, "Expected an admitted answer to change both the answer and the records")
        }
    }

    @Test @MainActor func like_announcesNothingButItsBlogsRecord() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker)
            let store = ChangeProbe { _ = sut.records; _ = sut.blogsAnswer }
            let other = ChangeProbe { _ = sut.record(id: 103)?.shown }
            let liked = ChangeProbe { _ = sut.record(id: 101)?.shown }

            _ = sut.likeBlog(id: 101)

            #expect(liked.changed, "Expected the liked blog's record to announce the like")
            #expect(!store.changed && !other.changed, "Expected a like to announce nothing else: O(1) in the rows")
        }
    }

    @Test @MainActor func failedAnswer_keepsTheRecords() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let records = ChangeProbe { _ = sut.records }
            api.injectFault(.error(.offline), on: .blogs)

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(!records.changed, "Expected a failed answer to leave the records alone")
            #expect(sut.blogsAnswer?.error == .offline, "Expected the failure admitted")
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
