// The ComposeDraft presenter alone between spies: it shows saving and errors and routes back.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ComposeDraftPresenterTests {
    @Test @MainActor func presenter_displaysSavingAndTheErrorsMessage() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, ComposeDraftPresenter.self, tracker: tracker)

            module.presenter.present(response: ComposeDraftResponse.saving)
            module.presenter.present(response: ComposeDraftResponse.failure(.offline))

            #expect(module.view.received(ComposeDraftViewModel.self) == [.saving, .error(APIError.offline.message)],
                    "Expected saving, then the error's message")
        }
    }

    @Test(arguments: [ComposeDraftResponse.created, .cancelled])
    @MainActor func presenter_routesBack_dismissingThePresentedModule(_ response: ComposeDraftResponse) throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, ComposeDraftPresenter.self, tracker: tracker)
            let host = ViewController()
            let navigator = NavigationController(rootViewController: host)
            tracker.track(navigator, as: "NavigationController")
            host.present(module.view)

            module.presenter.present(response: response)

            #expect(navigator.presentedViewController == nil, "Expected the compose module dismissed")
        }
    }
}
