// The ComposeDraft view alone between spies: it hands its interactor the output its route brought, then the taps, and
// shows saving and errors.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ComposeDraftViewTests {
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
