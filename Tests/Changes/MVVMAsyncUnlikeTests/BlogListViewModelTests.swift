// Tests of the blogs section's view model with a mock API and no view: loading, ordering and every like rule
// (B2, B4–B14). The like rules live here, not in the row view models, because they outlive every row.
@testable import MVVMAsyncUnlike
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct BlogListViewModelTests {
    // MARK: Loading (B2, B11)

    @Test @MainActor func beforeAnyAnswer_thereIsNoStateToRenderAndNoRow() {
        expectNoLeaks { tracker in
            let (sut, _, _) = makeSUT(tracker)
            let recorder = DeliveryRecorder(sut.state)

            sut.loadBlogs()

            #expect(recorder.values == [nil] && sut.numberOfBlogs == 0, "Expected nothing to render before an answer")
        }
    }

    @Test @MainActor func loadBlogs_success_makesOneRowPerBlogShowingTheServersCopy() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.state.value?.content == .rows, "Expected the section to show its rows")
            #expect(sut.numberOfBlogs == 12, "Expected one row per blog")
            #expect(shownBlog(sut, at: 0) == api.serverBlogs[0], "Expected row 0 to show the server's copy")
        }
    }

    @Test @MainActor func loadBlogs_failure_showsTheErrorAndKeepsTheRowsAndTheirLikes() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            api.injectFault(.error(.offline), on: .blogs)

            sut.loadBlogs()
            api.deliverAllPendingResponses()
            sut.blogCellViewModel(at: 0).didTapLike()

            #expect(sut.state.value?.content == .error(message: ProfileText.sectionError(.blogs, .offline)),
                    "Expected the section to show its error")
            #expect(sut.numberOfBlogs == 12, "Expected the rows to be kept behind the error")
            #expect(api.requestCounts.like == 1, "Expected a kept row to still answer its like command")
        }
    }

    @Test @MainActor func everyAdmittedAnswer_isDeliveredOnce_evenWhenNothingChanged() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            let recorder = DeliveryRecorder(sut.state)

            sut.loadBlogs()
            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(recorder.changes.count == 2, "Expected each admitted answer to reload the section once")
        }
    }

    @Test @MainActor func anAdmittedAnswer_makesFreshRowViewModels_andLeavesTheOldOnesUntouched() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            let oldRow = sut.blogCellViewModel(at: 0)
            let oldRowDeliveries = DeliveryRecorder(oldRow.state)
            api.updateServerBlog(id: 101) { $0.title = "Renamed" }

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.blogCellViewModel(at: 0) !== oldRow, "Expected a fresh row view model per admitted answer")
            #expect(oldRowDeliveries.changes.isEmpty, "Expected the old row (still bound to its cell) not to render")
            #expect(shownBlog(sut, at: 0).title == "Renamed", "Expected the fresh row to show the answer")
        }
    }

    @Test(arguments: [false, true])
    @MainActor func anOlderAnswerDeliveredAfterANewerOne_isIgnored(newerFails: Bool) {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            sut.loadBlogs()
            api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            if newerFails { api.injectFault(.error(.server(status: 503)), on: .blogs) }
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            let newer = sut.state.value
            api.deliverPendingResponse(at: 0)

            #expect(sut.state.value == newer, "Expected the newer answer's state to stay")
            #expect(sut.numberOfBlogs == (newerFails ? 0 : 12), "Expected the older answer's rows to be ignored")
            if !newerFails { #expect(shownBlog(sut, at: 0).title == "Renamed", "Expected the newer rows to stay") }
        }
    }

    // MARK: Like (B4–B10)

    @Test @MainActor func like_showsTheOptimisticRowAtOnce_andSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)

            sut.likeBlog(id: 101)

            #expect(shownBlog(sut, at: 0).isLiked && shownBlog(sut, at: 0).likeCount == 313,
                    "Expected the row to show the like before any answer")
            #expect(api.requestCounts.like == 1, "Expected one like request")
        }
    }

    @Test(arguments: [ServerChange.countMoved, .renamed])
    @MainActor func likeSuccess_withAServerCopyThatDiffersFromTheGuess_showsTheServersCopy(change: ServerChange) {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            api.updateServerBlog(id: 101) { change.apply(to: &$0) }

            sut.likeBlog(id: 101)
            api.deliverAllPendingResponses()

            let serverCopy = api.serverBlogs[0]
            #expect(shownBlog(sut, at: 0) == serverCopy, "Expected the row to show the server's copy (\(change))")
            #expect(serverCopy.likeCount == (change == .countMoved ? 318 : 313), "Expected the server to count the like")
        }
    }

    @Test @MainActor func likeFailure_rollsBackToTheHeldServerCopy_andShowsTheToast() {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeLoadedSUT(tracker)
            let held = shownBlog(sut, at: 2)
            api.injectFault(.error(.offline), on: .like)

            sut.likeBlog(id: 103)
            api.deliverAllPendingResponses()

            #expect(shownBlog(sut, at: 2) == held, "Expected the row to show the held server copy again")
            #expect(events.events == [.showToast(APIError.offline.message)], "Expected the failure's toast")
        }
    }

    // MARK: Unlike

    @Test @MainActor func likeOnALikedBlog_showsTheUnlikedRowAtOnce_andSendsOneUnlike() {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeLoadedSUT(tracker)

            sut.likeBlog(id: 102)

            #expect(!shownBlog(sut, at: 1).isLiked && shownBlog(sut, at: 1).likeCount == 197,
                    "Expected the row to show the like taken back before any answer")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0, "Expected one unlike request")
            #expect(events.events.isEmpty, "Expected no toast")
        }
    }

    @Test @MainActor func aSecondTapWhileTheUnlikeIsInFlight_showsTheAlreadyUnlikedToastAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeLoadedSUT(tracker)
            api.answering = .atDelivery  // the server has not taken the first like back yet

            sut.likeBlog(id: 102)
            sut.likeBlog(id: 102)

            #expect(events.events == [.showToast(ProfileText.alreadyUnliked)], "Expected the already-unliked toast")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0, "Expected one unlike for two taps")
        }
    }

    @Test @MainActor func unlikeFailure_rollsBackToTheHeldServerCopy_andShowsTheToast() {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeLoadedSUT(tracker)
            let held = shownBlog(sut, at: 1)
            api.injectFault(.error(.offline), on: .unlike)

            sut.likeBlog(id: 102)
            api.deliverAllPendingResponses()

            #expect(shownBlog(sut, at: 1) == held, "Expected the row to show the liked server copy again")
            #expect(events.events == [.showToast(APIError.offline.message)], "Expected the failure's toast")
        }
    }

    @Test @MainActor func aLikeAnswered_thenTappedAgain_isTakenBack() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            sut.likeBlog(id: 101)
            api.deliverAllPendingResponses()

            sut.likeBlog(id: 101)
            api.deliverAllPendingResponses()

            #expect(shownBlog(sut, at: 0) == api.serverBlogs[0] && !shownBlog(sut, at: 0).isLiked,
                    "Expected the row to show the server's copy with the like taken back")
            #expect(api.requestCounts.like == 1 && api.requestCounts.unlike == 1, "Expected a like, then an unlike")
        }
    }

    @Test @MainActor func aSecondTapWhileTheLikeIsInFlight_showsTheToastAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeLoadedSUT(tracker)
            api.answering = .atDelivery  // the server has not counted the first like yet

            sut.likeBlog(id: 104)
            sut.likeBlog(id: 104)

            #expect(events.events == [.showToast(ProfileText.alreadyLiked)], "Expected the already-liked toast")
            #expect(api.requestCounts.like == 1, "Expected one like request for two taps")
        }
    }

    @Test @MainActor func aRefreshLandingWhileALikeIsInFlight_keepsTheOverlay() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            api.answering = .atDelivery  // the refresh answers before the server has the like
            sut.likeBlog(id: 101)
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)

            #expect(shownBlog(sut, at: 0).isLiked && shownBlog(sut, at: 0).likeCount == 313,
                    "Expected the fresh row to keep showing the like in flight")
        }
    }

    @Test @MainActor func aStaleRefresh_answeredBeforeTheLikeAndDeliveredAfterIt_keepsTheLikedCopy() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            sut.loadBlogs()         // answered now: 101 not liked yet
            sut.likeBlog(id: 101)   // answered now: 101 liked, a newer version

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(shownBlog(sut, at: 0) == api.serverBlogs[0], "Expected the liked server copy to survive the stale refresh")
        }
    }

    @Test @MainActor func aLikeAnswerOlderThanTheHeldCopy_doesNotReplaceIt() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeLoadedSUT(tracker)
            sut.likeBlog(id: 101)                                          // answered now: liked
            api.updateServerBlog(id: 101) { $0.title = "Renamed later" }   // a newer version
            sut.loadBlogs()                                                // answered now: liked and renamed

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(shownBlog(sut, at: 0) == api.serverBlogs[0], "Expected the older like answer not to undo the rename")
        }
    }

    // MARK: Like for a removed blog (B12)

    @Test(arguments: [false, true])
    @MainActor func aLikeAnswerForABlogARefreshRemoved_isIgnoredOnSuccessAndToastsOnFailure(fails: Bool) {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeLoadedSUT(tracker)
            if fails { api.injectFault(.error(.notFound), on: .like) }
            sut.likeBlog(id: 101)
            api.removeServerBlog(id: 101)
            sut.loadBlogs()
            api.deliverPendingResponse(at: 1)
            let rowsBefore = (0..<sut.numberOfBlogs).map { shownBlog(sut, at: $0) }

            api.deliverAllPendingResponses()

            #expect((0..<sut.numberOfBlogs).map { shownBlog(sut, at: $0) } == rowsBefore, "Expected no row to change")
            #expect(events.events == (fails ? [.showToast(APIError.notFound.message)] : []),
                    "Expected a toast only for the failure")
        }
    }

    // MARK: Select (B13), lifetime (B14)

    @Test @MainActor func didSelectBlog_opensTheDetailWithTheBlogAsShown() {
        expectNoLeaks { tracker in
            let (sut, _, events) = makeLoadedSUT(tracker)
            sut.likeBlog(id: 101)

            sut.didSelectBlog(at: 0)

            guard case .openBlogDetail(let detail) = events.events.first else {
                Issue.record("Expected the detail opened, found \(events.events)")
                return
            }
            #expect(detail.state.value.shownBlog == shownBlog(sut, at: 0), "Expected the detail of the row as shown")
            #expect(shownBlog(sut, at: 0).likeCount == 313, "Expected the blog as shown to include the like in flight")
        }
    }

    @Test @MainActor func lateAnswersAfterTheViewModelIsGone_doNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        expectNoLeaks { tracker in
            let (sut, _, _) = makeSUT(tracker, api: api)
            sut.loadBlogs()
            api.deliverAllPendingResponses()
            tracker.track(sut.blogCellViewModel(at: 0), as: "BlogCellViewModel with a like in flight")
            sut.blogCellViewModel(at: 0).didTapLike()
            sut.loadBlogs()
        }

        // Released with a like and a refresh in flight (the completions hold it weakly): the answers find nobody.
        api.deliverAllPendingResponses()
    }

    // MARK: Helpers

    enum ServerChange: Sendable {
        case countMoved, renamed

        func apply(to blog: inout Blog) {
            switch self {
            case .countMoved: blog.likeCount += 5
            case .renamed: blog.title = "Renamed by another client"
            }
        }
    }

    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, api: MockProfileAPI = MockProfileAPI(scheduling: .queued)
    ) -> (sut: BlogListViewModel, api: MockProfileAPI, events: EventRecorder<BlogListViewModel.Event>) {
        let sut = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
        tracker.track(sut, as: "BlogListViewModel")
        tracker.track(sut.state, as: "BlogListViewModel.state")
        tracker.track(sut.events, as: "BlogListViewModel.events")
        return (sut, api, EventRecorder(sut.events))
    }

    /// A view model showing the standard fixture's 12 blogs.
    @MainActor
    private func makeLoadedSUT(
        _ tracker: LeakTracker
    ) -> (sut: BlogListViewModel, api: MockProfileAPI, events: EventRecorder<BlogListViewModel.Event>) {
        let (sut, api, events) = makeSUT(tracker)
        sut.loadBlogs()
        api.deliverAllPendingResponses()
        tracker.track(sut.blogCellViewModel(at: 0), as: "BlogCellViewModel")
        return (sut, api, events)
    }

    @MainActor
    private func shownBlog(_ sut: BlogListViewModel, at row: Int) -> Blog {
        sut.blogCellViewModel(at: row).state.value.shownBlog
    }
}
