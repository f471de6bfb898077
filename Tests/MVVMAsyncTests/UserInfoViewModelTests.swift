// Tests of the header section's view model with a mock API and no view (B1, B11, B14).
@testable import MVVMAsync
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

    @Test @MainActor func aLateAnswerAfterTheViewModelIsGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        expectNoLeaks { tracker in
            let sut = UserInfoViewModel(api: api, userID: api.serverUser.id)
            tracker.track(sut, as: "UserInfoViewModel with a request in flight")
            sut.loadUser()
        }

        // Released with its request in flight (the completion holds it weakly), so the answer finds nobody.
        api.deliverAllPendingResponses()
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: UserInfoViewModel, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = UserInfoViewModel(api: api, userID: api.serverUser.id)
        tracker.track(sut, as: "UserInfoViewModel")
        tracker.track(sut.state, as: "UserInfoViewModel.state")
        return (sut, api)
    }
}
