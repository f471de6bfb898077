// The ComposeDraft interactor alone between spies: it saves once at a time and hands the draft to the output it was
// opened with.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ComposeDraftInteractorTests {
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
}

// MARK: - Helpers

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
