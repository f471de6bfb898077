// Tests of the blog detail's view model, with a mock API and no view: it follows the blog store the list shares, so a
// like made anywhere shows here, and its like command is the store's.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMAsyncUnlike

@Suite(.drivenHere(.mvvmAsync)) struct BlogDetailViewModelTests {
    @Test @MainActor func state_isTheBlogAsTheListShowedIt() {
        expectNoLeaks { tracker in
            let (sut, _, _) = makeSUT(tracker)

            #expect(sut.state.value.shownBlog == unliked, "Expected the blog it was opened with")
        }
    }

    @Test @MainActor func didTapLike_showsTheLikeAtOnceAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.state)

            sut.didTapLike()

            #expect(deliveries.changes.map(\.likeTitle) == ["♥ 313"], "Expected the like shown once, at once")
            #expect(api.requestCounts.like == 1, "Expected one like request")
            withExtendedLifetime(store) {}
        }
    }

    @Test @MainActor func didTapLike_onALikedBlog_showsTheUnlikeAtOnceAndSendsOneUnlike() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker, blog: liked)
            let deliveries = DeliveryRecorder(sut.state)

            sut.didTapLike()

            #expect(deliveries.changes.map(\.likeTitle) == ["♥ 197"], "Expected the unlike shown once, at once")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0, "Expected one unlike request")
            withExtendedLifetime(store) {}
        }
    }

    @Test(arguments: [false, true])
    @MainActor func didTapLike_whileItsLikeOrUnlikeIsInFlight_sendsTheToastAndNoRequest(likedBlog: Bool) {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeSUT(tracker, blog: likedBlog ? liked : unliked)
            let events = EventRecorder(sut.events)
            api.answering = .atDelivery  // the server has not answered the first tap yet

            sut.didTapLike()
            sut.didTapLike()

            let toast = likedBlog ? ProfileText.alreadyUnliked : ProfileText.alreadyLiked
            #expect(events.events == [.showToast(toast)], "Expected the \(toast) toast")
            #expect(api.requestCounts.like + api.requestCounts.unlike == 1, "Expected one request for two taps")
        }
    }

    @Test @MainActor func likeAnsweredForTheList_isDeliveredHereOnlyWhenItChangesTheBlog() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.state)
            api.updateServerBlog(id: unliked.id) { $0.likeCount += 5 }

            _ = store.likeBlog(id: unliked.id)
            api.deliverAllPendingResponses()

            #expect(deliveries.changes.map(\.likeTitle) == ["♥ 313", "♥ 318"],
                    "Expected the optimistic like, then the server's count")
        }
    }

    @Test @MainActor func likeOfAnotherBlog_deliversNothing() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.state)

            _ = store.likeBlog(id: ProfileFixture.standard.blogs[2].id)
            api.deliverAllPendingResponses()

            #expect(deliveries.changes.isEmpty, "Expected another blog's like not to reach this detail")
        }
    }

    @Test @MainActor func reloadWithoutTheBlog_leavesTheDetailAsItIs() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker)
            let deliveries = DeliveryRecorder(sut.state)
            api.removeServerBlog(id: unliked.id)

            store.loadBlogs()
            api.deliverAllPendingResponses()
            sut.didTapLike()

            #expect(deliveries.changes.isEmpty && api.requestCounts.like == 0,
                    "Expected the detail left as it is, its like doing nothing")
        }
    }

    @Test @MainActor func viewModelGone_leavesTheStoreWorking() {
        let api = MockProfileAPI(scheduling: .queued)
        let store = loadedStore(api)
        weak var released: BlogDetailViewModel?
        do {
            let sut = BlogDetailViewModel(blog: unliked, store: store)
            released = sut
            sut.didTapLike()
        }

        api.deliverAllPendingResponses()

        #expect(released == nil, "Expected the store not to keep the detail's view model alive")
        #expect(store.shownBlog(id: unliked.id)?.isLiked == true, "Expected the store to keep the answer")
    }
}

// MARK: - Helpers

private let unliked = ProfileFixture.standard.blogs[0]
private let liked = ProfileFixture.standard.blogs[1]

@MainActor
private func loadedStore(_ api: MockProfileAPI) -> BlogStore {
    let store = BlogStore(api: api, userID: api.serverUser.id)
    store.loadBlogs()
    api.deliverAllPendingResponses()
    return store
}

/// A detail view model of `blog` on a store holding the standard blogs; the view model is tracked for leaks.
@MainActor
private func makeSUT(
    _ tracker: LeakTracker, blog: Blog = unliked
) -> (sut: BlogDetailViewModel, store: BlogStore, api: MockProfileAPI) {
    let api = MockProfileAPI(scheduling: .queued)
    let store = loadedStore(api)
    let sut = BlogDetailViewModel(blog: blog, store: store)
    tracker.track(sut, as: "BlogDetailViewModel")
    tracker.track(store, as: "BlogStore")
    return (sut, store, api)
}
