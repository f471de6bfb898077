// The UserInfo interactor alone, against a queued mock API, observed through a spy output.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct UserInfoInteractorTests {
    // MARK: Loading (B1, B11)

    @Test @MainActor func loadUser_reportsTheUserOnceItArrives() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)

            sut.loadUser()
            #expect(api.pendingEndpoints == [.user], "Expected one user request")
            #expect(output.messages.isEmpty, "Expected nothing reported before the answer")

            api.deliverAllPendingResponses()
            #expect(output.messages.count == 1, "Expected one report")
            #expect(output.messages.first == .didLoadUser(ProfileFixture.standard.user), "Expected the server's user reported")
        }
    }

    @Test @MainActor func loadFailure_reportsTheError() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            api.injectFault(.error(.notFound), on: .user)

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didFailToLoadUser(.notFound)], "Expected the failure reported")
        }
    }

    @Test @MainActor func olderFailureDeliveredAfterANewerUser_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .user)
            sut.loadUser()
            sut.loadUser()

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(output.messages == [.didLoadUser(ProfileFixture.standard.user)],
                    "Expected the old error not to replace the newer user")
        }
    }

    // MARK: Lifetime (B14)

    /// Fails if a completion captured the interactor strongly: it would outlive its module and still report.
    @Test @MainActor func answersArrivingAfterTheInteractorIsGone_reportNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = UserInfoInteractorOutputSpy()
        do {
            let sut = UserInfoInteractor(api: api, userID: api.serverUser.id)
            sut.output = output
            sut.loadUser()
        }

        api.deliverAllPendingResponses()

        #expect(api.requestCounts.user == 1, "Expected the request to have been in flight")
        #expect(output.messages.isEmpty, "Expected the late answer to find no interactor")
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: UserInfoInteractor, output: UserInfoInteractorOutputSpy, api: MockProfileAPI) {
    let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
    let output = UserInfoInteractorOutputSpy()
    let sut = UserInfoInteractor(api: api, userID: api.serverUser.id)
    sut.output = output
    tracker.track(sut, as: "UserInfoInteractor", sourceLocation: sourceLocation)
    tracker.track(output, as: "UserInfoInteractorOutputSpy", sourceLocation: sourceLocation)
    return (sut, output, api)
}
