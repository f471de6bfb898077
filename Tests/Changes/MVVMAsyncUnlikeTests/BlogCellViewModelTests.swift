// Tests of the blog row view model with a mock API and no view: its one state and its like command. A row
// view model is made by its list (the like rules are the list's), so each test loads a list to get one.
@testable import MVVMAsyncUnlike
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct BlogCellViewModelTests {
    @Test @MainActor func aLikeTheServerConfirmsAsGuessed_deliversTheRowOnceOnTheTapOnly() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker, row: 0)
            let recorder = DeliveryRecorder(sut.state)

            sut.didTapLike()
            let afterTap = recorder.changes.count
            api.deliverAllPendingResponses()

            #expect(afterTap == 1, "Expected the tap to deliver the whole row once")
            #expect(recorder.changes.count == 1, "Expected an answer that changes nothing shown to deliver nothing")
            withExtendedLifetime(list) {}  // a row holds its list weakly
        }
    }

    @Test @MainActor func aLikeAnswerThatChangesTheRow_deliversItOnceMore() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker, row: 0)
            api.updateServerBlog(id: 101) { $0.shareCount += 1 }
            let recorder = DeliveryRecorder(sut.state)

            sut.didTapLike()
            api.deliverAllPendingResponses()

            #expect(recorder.changes.map(\.shareText) == ["↗ 48", "↗ 49"],
                    "Expected the tap's row, then the server's changed row, once each")
            withExtendedLifetime(list) {}  // a row holds its list weakly
        }
    }

    @Test @MainActor func aFailedLike_deliversTheRolledBackRow() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker, row: 0)
            api.injectFault(.error(.offline), on: .like)
            let recorder = DeliveryRecorder(sut.state)

            sut.didTapLike()
            api.deliverAllPendingResponses()

            #expect(recorder.changes.map(\.likeTitle) == ["♥ 313", "♥ 312"], "Expected the guess, then the rollback")
            #expect(recorder.changes.map(\.isLiked) == [true, false], "Expected the guess, then the rollback")
            withExtendedLifetime(list) {}  // a row holds its list weakly
        }
    }

    @Test @MainActor func aTapOnALikedRow_deliversTheUnlikedRowOnce_andSendsAnUnlike() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker, row: 1)
            let recorder = DeliveryRecorder(sut.state)

            sut.didTapLike()
            api.deliverAllPendingResponses()

            #expect(recorder.changes.map(\.likeTitle) == ["♥ 197"], "Expected the row unliked once, on the tap")
            #expect(recorder.changes.map(\.isLiked) == [false], "Expected the row unliked once, on the tap")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0, "Expected one unlike request")
            withExtendedLifetime(list) {}  // a row holds its list weakly
        }
    }

    @Test @MainActor func aLike_changesNoOtherRow() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker, row: 0)
            let otherDeliveries = DeliveryRecorder(list.blogCellViewModel(at: 2).state)

            sut.didTapLike()
            api.deliverAllPendingResponses()

            #expect(otherDeliveries.changes.isEmpty, "Expected the other rows not to hear of this like")
            withExtendedLifetime(list) {}  // a row holds its list weakly
        }
    }

    @Test @MainActor func theLikeCommand_withItsListGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        var row: BlogCellViewModel?
        expectNoLeaks { tracker in
            let list = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
            list.loadBlogs()
            api.deliverAllPendingResponses()
            row = list.blogCellViewModel(at: 0)
            tracker.track(list, as: "BlogListViewModel referenced by a living row view model")
        }

        row?.didTapLike()

        #expect(api.requestCounts.like == 0, "Expected no request once the list is gone")
    }

    // MARK: Helpers

    /// Row `row` of a list showing the standard fixture, the list (the test keeps it alive: a row holds its list
    /// weakly) and the list's mock API.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, row: Int
    ) -> (sut: BlogCellViewModel, list: BlogListViewModel, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let list = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
        list.loadBlogs()
        api.deliverAllPendingResponses()
        let sut = list.blogCellViewModel(at: row)
        tracker.track(sut, as: "BlogCellViewModel")
        tracker.track(sut.state, as: "BlogCellViewModel.state")
        tracker.track(list, as: "BlogListViewModel")
        return (sut, list, api)
    }
}
