// The UserInfo interactor alone between spies: it hands over each admitted answer.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct UserInfoInteractorTests {
    @Test @MainActor func interactor_handsTheUserToThePresenterOnceItArrives() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: UserInfoRequest.load)
            #expect(module.presenter.responses.isEmpty, "Expected nothing before the answer")
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.user(module.api.serverUser)],
                    "Expected the server's user handed over once")
        }
    }

    @Test @MainActor func interactor_handsAFailureOverAsTheError() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
            module.api.injectFault(.error(.offline), on: .user)

            module.interactor.refresh(request: UserInfoRequest.load)
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.failure(.offline)], "Expected the error")
        }
    }

    @Test @MainActor func interactor_ignoresAnOlderAnswerDeliveredAfterANewerOne() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
            module.api.injectFault(.error(.offline), on: .user)
            module.interactor.refresh(request: UserInfoRequest.load)
            module.interactor.refresh(request: UserInfoRequest.load)

            _ = module.api.deliverPendingResponse(at: 1)
            _ = module.api.deliverPendingResponse(at: 0)

            #expect(module.presenter.received(UserInfoResponse.self) == [.user(module.api.serverUser)],
                    "Expected the older failure ignored once the newer user was handed over")
        }
    }
}
