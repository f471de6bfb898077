// Specifies ProfileReducer.swift: the scene's rules as a function of the state and an action, run with a mock API and
// no view — answers out of order, the server's copy winning, the like's overlay and rollback, navigation as state,
// compose's output as an action.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct ProfileReducerTests {
    @Test func anOlderBlogsAnswerDeliveredLast_isNotAdmitted() {
        let sut = ReducerHarness()
        sut.api.injectFault(.error(.offline), on: .blogs)
        sut.send(.refreshTapped)
        sut.send(.refreshTapped)

        sut.api.deliverPendingResponse(at: 4)  // the second refresh's blogs
        sut.api.deliverPendingResponse(at: 1)  // the first refresh's failure, late

        #expect(sut.state.blogs.answer?.content == nil, "Expected the newer answer's table kept, not the older error")
        #expect(sut.state.blogs.blogs.count == sut.api.serverBlogs.count, "Expected the blogs of the admitted answer")
    }

    @Test func aLike_showsTheOverlayAtOnce_andItsFailureDropsIt() {
        let sut = ReducerHarness.loaded()
        sut.api.injectFault(.error(.offline), on: .like)

        sut.send(.likeTapped(blogID: 101))
        let shownWhileInFlight = sut.state.blogs.shownBlog(id: 101)
        sut.api.deliverAllPendingResponses()

        #expect(shownWhileInFlight?.isLiked == true, "Expected the like shown before the request is answered")
        #expect(sut.state.blogs.shownBlog(id: 101)?.isLiked == false, "Expected the server's copy shown again")
        #expect(sut.state.toast?.message == APIError.offline.message, "Expected the failure's toast")
    }

    @Test func aSecondLikeWhileTheFirstIsInFlight_sendsNothingAndToastsAlreadyLiked() {
        let sut = ReducerHarness.loaded()

        sut.send(.likeTapped(blogID: 101))
        sut.send(.likeTapped(blogID: 101))

        #expect(sut.api.requestCounts.like == 1, "Expected one like request")
        #expect(sut.state.toast?.message == ProfileText.alreadyLiked, "Expected the already-liked toast")
    }

    @Test func aBlogsAnswerOlderThanAConfirmedLike_keepsTheServersNewerCopy() {
        let sut = ReducerHarness.loaded()
        sut.send(.refreshTapped)
        sut.send(.likeTapped(blogID: 101))

        sut.api.deliverPendingResponse(at: 3)  // the like, confirmed: a newer copy
        sut.api.deliverAllPendingResponses()  // the refresh answered before the like reached the server

        #expect(sut.state.blogs.shownBlog(id: 101)?.isLiked == true, "Expected the newer copy to win")
    }

    @Test func selectingABlog_opensItsDetailAsState_andTheStacksReturnClosesIt() {
        let sut = ReducerHarness.loaded()

        sut.send(.blogSelected(row: 2))
        let opened = sut.state.destination?.screen
        sut.send(.profileAppeared)

        #expect(opened == .blogDetail(blogID: sut.api.serverBlogs[2].id), "Expected the row's blog detail opened")
        #expect(sut.state.destination == nil, "Expected Back (the profile shown again) to close it")
    }

    @Test func composeSaved_closesTheScreen_andHandsTheDraftOnAsAnAction() throws {
        let sut = ReducerHarness.loaded()
        sut.send(.newDraftTapped)
        let serial = try #require(sut.state.destination?.serial)

        sut.send(.compose(serial: serial, .titleChanged("Kept")))
        sut.send(.compose(serial: serial, .saveTapped))
        sut.api.deliverAllPendingResponses()

        #expect(sut.state.destination == nil, "Expected the compose screen closed")
        #expect(sut.actions.contains { if case .draftSaved(let draft) = $0 { draft.title == "Kept" } else { false } },
                "Expected the draft handed on as the action draftSaved")
        #expect(sut.state.drafts.drafts.first?.title == "Kept", "Expected the draft first in the drafts")
        #expect(sut.api.requestCounts.drafts == 1, "Expected no refetch")
    }

    @Test func anAnswerToAClosedComposeScreen_changesNothing() throws {
        let sut = ReducerHarness.loaded()
        sut.send(.newDraftTapped)
        let serial = try #require(sut.state.destination?.serial)
        sut.send(.compose(serial: serial, .titleChanged("Late")))
        sut.send(.compose(serial: serial, .saveTapped))

        sut.send(.compose(serial: serial, .cancelTapped))
        sut.api.deliverAllPendingResponses()

        #expect(!sut.state.drafts.drafts.contains { $0.title == "Late" }, "Expected the late draft left to the next refresh")
    }
}

// MARK: - Helpers

/// The reducer on a state, with a queued mock API; the effects' actions are reduced in turn, as the store would.
@MainActor
private final class ReducerHarness {
    let api = MockProfileAPI(scheduling: .queued)
    var state = ProfileState()
    private(set) var actions: [ProfileAction] = []
    private lazy var reducer = ProfileReducer(api: api, userID: api.serverUser.id)

    /// The scene's state once the first load is answered.
    static func loaded() -> ReducerHarness {
        let harness = ReducerHarness()
        harness.send(.viewLoaded)
        harness.api.deliverAllPendingResponses()
        return harness
    }

    func send(_ action: ProfileAction) {
        actions.append(action)
        reducer.reduce(&state, action).run { [weak self] in self?.send($0) }
    }
}
