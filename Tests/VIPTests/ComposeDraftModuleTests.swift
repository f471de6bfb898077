// The ComposeDraft module, each role alone between spies: the view hands its interactor the output its route brought,
// then the taps; the interactor saves once at a time and hands the draft to that output; the presenter shows saving
// and errors and routes back.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ComposeDraftModuleTests {
    // MARK: View

    @Test @MainActor func view_handsTheRoutedOutputOnWhenItLoads_thenSendsTheTitleAsTyped() throws {
        try expectNoLeaks { tracker in
            let output = OutputSpy()
            let module = try makeLoadedView(output: output, tracker: tracker)
            (module.view.visibleView(at: ProfileID.Compose.title) as? TextField)?.type("Notes")

            (module.view.visibleView(at: ProfileID.Compose.save) as? Button)?.sendTap()
            (module.view.visibleView(at: ProfileID.Compose.cancel) as? Button)?.sendTap()

            let requests = module.interactor.received(ComposeDraftRequest.self)
            guard requests.count == 3, case .open(let handed) = requests[0], case .save("Notes") = requests[1],
                  case .cancel = requests[2] else {
                Issue.record("Expected open, save with the typed title, cancel; got \(requests)")
                return
            }
            #expect(handed === output, "Expected the route's output handed to the interactor")
        }
    }

    @Test @MainActor func view_displayingSavingThenAnError_showsThemOnTheComposeScreen() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(output: OutputSpy(), tracker: tracker)

            module.view.display(viewModel: ComposeDraftViewModel.saving)
            let saveWhileSaving = (module.view.visibleView(at: ProfileID.Compose.save) as? Button)?.isEnabled
            module.view.display(viewModel: ComposeDraftViewModel.error("Offline"))

            #expect(saveWhileSaving == false, "Expected Save disabled while saving")
            #expect(module.view.visibleText(at: ProfileID.Compose.error) == "Offline", "Expected the error shown")
        }
    }

    /// Fails if the compose view held the output its route brought strongly: a screen would keep another's module.
    @Test @MainActor func view_doesNotKeepTheRoutedOutputAlive() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ComposeDraftView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            weak var released: OutputSpy?
            do {
                let output = OutputSpy()
                module.view.show(route: module.presenter.router, userInfo: output)
                released = output
            }

            #expect(released == nil, "Expected the routed output referenced weakly, found it kept alive")
        }
    }

    // MARK: Interactor

    @Test @MainActor func interactor_save_showsSavingAndSendsOneRequestWhateverTheTaps() throws {
        try expectNoLeaks { tracker in
            let (module, _) = try makeOpenedInteractor(tracker: tracker)

            module.interactor.refresh(request: ComposeDraftRequest.save(title: "Notes"))
            module.interactor.refresh(request: ComposeDraftRequest.save(title: "Notes"))

            #expect(module.presenter.received(ComposeDraftResponse.self) == [.saving], "Expected saving shown once")
            #expect(module.api.pendingRequests == [.init(endpoint: .createDraft)], "Expected one request")
        }
    }

    @Test @MainActor func interactor_created_handsTheDraftToTheOutputThenCloses() throws {
        try expectNoLeaks { tracker in
            let (module, output) = try makeOpenedInteractor(tracker: tracker)
            module.interactor.refresh(request: ComposeDraftRequest.save(title: "Notes"))

            module.api.deliverAllPendingResponses()

            #expect(output.created.map(\.title) == ["Notes"], "Expected the server's draft handed to the output")
            #expect(module.presenter.received(ComposeDraftResponse.self) == [.saving, .created], "Expected the module closed")
        }
    }

    @Test @MainActor func interactor_failure_handsOverTheErrorAndAllowsARetry() throws {
        try expectNoLeaks { tracker in
            let (module, output) = try makeOpenedInteractor(tracker: tracker)
            module.api.injectFault(.error(.offline), on: .createDraft)
            module.interactor.refresh(request: ComposeDraftRequest.save(title: "Notes"))
            module.api.deliverAllPendingResponses()

            module.interactor.refresh(request: ComposeDraftRequest.save(title: "Notes"))

            #expect(module.presenter.received(ComposeDraftResponse.self) == [.saving, .failure(.offline), .saving],
                    "Expected the error, then a second save accepted")
            #expect(output.created.isEmpty, "Expected nothing handed to the output")
        }
    }

    @Test @MainActor func interactor_cancel_closesWithoutARequest() throws {
        try expectNoLeaks { tracker in
            let (module, _) = try makeOpenedInteractor(tracker: tracker)

            module.interactor.refresh(request: ComposeDraftRequest.cancel)

            #expect(module.presenter.received(ComposeDraftResponse.self) == [.cancelled], "Expected the module closed")
            #expect(module.api.pendingResponseCount == 0, "Expected no request")
        }
    }

    /// Fails if the compose module held its output strongly: the drafts section would live as long as a compose screen.
    @Test @MainActor func interactor_doesNotKeepItsOutputAlive() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, ComposeDraftInteractor.self, PresenterSpy.self, tracker: tracker)
            weak var released: OutputSpy?
            do {
                let output = OutputSpy()
                module.interactor.refresh(request: ComposeDraftRequest.open(output: output))
                released = output
            }

            #expect(released == nil, "Expected the output referenced weakly, found it kept alive")
        }
    }

    // MARK: Presenter

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

// MARK: - Helpers

/// The compose view, routed to with `output` and loaded, between spies.
@MainActor
private func makeLoadedView(
    output: OutputSpy, tracker: LeakTracker
) throws -> ModuleUnderTest<ComposeDraftView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(ComposeDraftView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.show(route: module.presenter.router, userInfo: output)
    module.view.loadViewIfNeeded()
    return module
}

/// The compose interactor, opened with an output spy the caller keeps.
@MainActor
private func makeOpenedInteractor(
    tracker: LeakTracker
) throws -> (ModuleUnderTest<ViewSpy, ComposeDraftInteractor, PresenterSpy>, OutputSpy) {
    let module = try ModuleUnderTest(ViewSpy.self, ComposeDraftInteractor.self, PresenterSpy.self, tracker: tracker)
    let output = OutputSpy()
    module.interactor.refresh(request: ComposeDraftRequest.open(output: output))
    return (module, output)
}
