// The container interactor alone between spies: it passes the load and the refresh on.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ProfileInteractorTests {
    @Test @MainActor func interactor_passesTheLoadAndTheRefreshOn() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, ProfileInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: ProfileRequest.load)
            module.interactor.refresh(request: ProfileRequest.refresh)

            #expect(module.presenter.received(ProfileResponse.self) == [.load, .refresh], "Expected both handed on")
        }
    }
}
