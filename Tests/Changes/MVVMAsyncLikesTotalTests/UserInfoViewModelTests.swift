// Tests of the header section's view model with a mock API and no view (B1, B11, B14), and of the likes total it
// follows on the blog store it shares with the list.
@testable import MVVMAsyncLikesTotal
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct UserInfoViewModelTests {
    @Test @MainActor func beforeAnyAnswer_thereIsNoStateToRender() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker)
            let recorder = DeliveryRecorder(sut.state)

            sut.loadUser()

            #expect(recorder.values == [nil], "Expected a binding to receive nil (render nothing) before any answer")
        }
    }

    @Test @MainActor func loadUser_success_showsTheUser() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(sut.state.value?.content == .user(
                avatarName: "avatar-42", name: "Lin Wei 林伟", handle: "@lin.wei",
                summary: "12 blogs · 3 drafts · 1,204 likes"), "Expected the header to show the user")
        }
    }

    @Test @MainActor func loadUser_failure_showsTheSectionError() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .user)

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(sut.state.value?.content == .error(message: ProfileText.sectionError(.user, .offline)),
                    "Expected the header to show the user's section error")
        }
    }

    @Test @MainActor func everyAdmittedAnswer_isDeliveredOnce_evenWhenNothingChanged() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let recorder = DeliveryRecorder(sut.state)

            sut.loadUser()
            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(recorder.changes.count == 2, "Expected two identical admitted answers to render twice")
            #expect(recorder.changes.first??.content == recorder.changes.last??.content,
                    "Expected both answers to show the same user")
        }
    }

    @Test(arguments: [false, true])
    @MainActor func anOlderAnswerDeliveredAfterANewerOne_isIgnored(newerFails: Bool) {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            sut.loadUser()
            if newerFails { api.injectFault(.error(.server(status: 503)), on: .user) }
            sut.loadUser()
            let recorder = DeliveryRecorder(sut.state)

            api.deliverPendingResponse(at: 1)
            let newer = sut.state.value
            api.deliverPendingResponse(at: 0)

            #expect(recorder.changes.count == 1, "Expected the older answer to deliver nothing")
            #expect(sut.state.value == newer, "Expected the newer answer to stay shown")
        }
    }

    // MARK: Likes total

    @Test @MainActor func beforeABlogsAnswerSucceeds_thereIsNoTotal() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUTOverAStore(tracker)
            let recorder = DeliveryRecorder(sut.likesTotal)
            api.injectFault(.error(.offline), on: .blogs)

            store.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(recorder.values == [nil], "Expected no total before a blogs answer succeeded")
        }
    }

    @Test @MainActor func aBlogsAnswer_totalsTheLikesOfTheHeldBlogs() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUTOverAStore(tracker)

            store.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.likesTotal.value == totalLikes(api.serverBlogs), "Expected the sum of the blogs' likes")
        }
    }

    @Test @MainActor func aLike_countsAtOnce_andItsRollbackTakesItBack() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeLoadedSUTOverAStore(tracker)
            let total = totalLikes(api.serverBlogs)
            let recorder = DeliveryRecorder(sut.likesTotal)
            api.injectFault(.error(.offline), on: .like)

            _ = store.likeBlog(id: 101)
            let afterTap = sut.likesTotal.value
            api.deliverAllPendingResponses()

            #expect(afterTap == total + 1, "Expected the like in flight counted at once")
            #expect(recorder.changes == [total + 1, total], "Expected the total on the tap, then on the rollback")
        }
    }

    @Test @MainActor func aLikeTheServerConfirms_deliversTheTotalOnTheTapOnly() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeLoadedSUTOverAStore(tracker)
            let recorder = DeliveryRecorder(sut.likesTotal)

            _ = store.likeBlog(id: 101)
            api.deliverAllPendingResponses()

            #expect(recorder.changes.count == 1, "Expected an answer that leaves the total as it is to deliver nothing")
        }
    }

    @Test @MainActor func aFailedBlogsAnswer_keepsTheTotal_andARefreshFollowsTheServer() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeLoadedSUTOverAStore(tracker)
            let total = totalLikes(api.serverBlogs)
            api.injectFault(.error(.offline), on: .blogs)
            store.loadBlogs()
            api.deliverAllPendingResponses()
            let afterFailure = sut.likesTotal.value
            api.updateServerBlog(id: 103) { $0.likeCount += 5 }  // others liked it meanwhile

            store.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(afterFailure == total, "Expected a failed answer to keep the total")
            #expect(sut.likesTotal.value == total + 5, "Expected the refresh to total the server's counts")
        }
    }

    @Test @MainActor func aLateAnswerAfterTheViewModelIsGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        expectNoLeaks { tracker in
            let store = BlogStore(api: api, userID: api.serverUser.id)
            let sut = UserInfoViewModel(api: api, userID: api.serverUser.id, store: store)
            tracker.track(sut, as: "UserInfoViewModel with a request in flight")
            sut.loadUser()
        }

        // Released with its request in flight (the completion holds it weakly), so the answer finds nobody.
        api.deliverAllPendingResponses()
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: UserInfoViewModel, api: MockProfileAPI) {
        let (sut, _, api) = makeSUTOverAStore(tracker)
        return (sut, api)
    }

    /// The header's view model over a blog store of its own (in the scene, the list's), which it keeps alive.
    @MainActor
    private func makeSUTOverAStore(
        _ tracker: LeakTracker
    ) -> (sut: UserInfoViewModel, store: BlogStore, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let store = BlogStore(api: api, userID: api.serverUser.id)
        let sut = UserInfoViewModel(api: api, userID: api.serverUser.id, store: store)
        tracker.track(sut, as: "UserInfoViewModel")
        tracker.track(sut.state, as: "UserInfoViewModel.state")
        tracker.track(sut.likesTotal, as: "UserInfoViewModel.likesTotal")
        tracker.track(store, as: "BlogStore")
        return (sut, store, api)
    }

    /// As `makeSUTOverAStore`, its store holding the standard fixture's 12 blogs.
    @MainActor
    private func makeLoadedSUTOverAStore(
        _ tracker: LeakTracker
    ) -> (sut: UserInfoViewModel, store: BlogStore, api: MockProfileAPI) {
        let (sut, store, api) = makeSUTOverAStore(tracker)
        store.loadBlogs()
        api.deliverAllPendingResponses()
        return (sut, store, api)
    }

    private func totalLikes(_ blogs: [Blog]) -> Int {
        blogs.reduce(0) { $0 + $1.likeCount }
    }
}
