// Tests of the header's view model, with a mock API and no view: what the header shows for each admitted answer.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservation

@Suite struct UserInfoViewModelTests {
    @Test @MainActor func eachAdmittedAnswer_isANewState() {
        expectNoLeaks { tracker in
            let api = MockProfileAPI(scheduling: .queued)
            let sut = UserInfoViewModel(api: api, userID: api.serverUser.id)
            tracker.track(sut, as: "UserInfoViewModel")
            sut.loadUser()
            api.deliverAllPendingResponses()
            let probe = ChangeProbe { _ = sut.state }

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(probe.changed, "Expected an unchanged user's answer still announced: every admitted answer renders once")
        }
    }

    @Test @MainActor func olderAnswer_changesNothing() {
        expectNoLeaks { tracker in
            let api = MockProfileAPI(scheduling: .queued)
            let sut = UserInfoViewModel(api: api, userID: api.serverUser.id)
            tracker.track(sut, as: "UserInfoViewModel")
            api.injectFault(.error(.offline), on: .user)
            sut.loadUser()
            sut.loadUser()

            api.deliverPendingResponse(at: 1)
            let shown = sut.state
            api.deliverAllPendingResponses()

            #expect(sut.state == shown, "Expected the older failed answer ignored")
        }
    }
}
