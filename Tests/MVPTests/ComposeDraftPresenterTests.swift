// Tests of the compose screen's presenter: against a view spy, an output spy and a mock API, with no view controller.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// Save once at a time, report the draft to the output, show a failure on the view, hand Cancel to the output.
@Suite struct ComposeDraftPresenterTests {
    @Test @MainActor func save_showsSavingThenHandsTheServersDraftToTheOutput() {
        expectNoLeaks { tracker in
            let (sut, view, output, api) = makeSUT(tracker)

            sut.didTapSave(title: "Routers")
            #expect(view.messages == [.showSaving] && output.messages.isEmpty, "Expected the saving state, no answer yet")
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didCreate(api.serverDrafts[0])], "Expected the server's new draft reported")
        }
    }

    @Test @MainActor func secondSaveWhileInFlight_sendsNothing() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)

            sut.didTapSave(title: "Once")
            sut.didTapSave(title: "Twice")

            #expect(api.requestCounts.createDraft == 1, "Expected one request for two taps")
        }
    }

    @Test @MainActor func failedSave_showsTheErrorAndAllowsARetry() {
        expectNoLeaks { tracker in
            let (sut, view, output, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .createDraft)

            sut.didTapSave(title: "Retry me")
            api.deliverAllPendingResponses()
            sut.didTapSave(title: "Retry me")

            #expect(view.messages == [.showSaving, .showError(APIError.offline.message), .showSaving],
                    "Expected the error, then a second save")
            #expect(output.messages.isEmpty && api.requestCounts.createDraft == 2, "Expected nothing reported, two requests")
        }
    }

    @Test @MainActor func cancel_isTheOutputsToHandle() {
        expectNoLeaks { tracker in
            let (sut, _, output, api) = makeSUT(tracker)

            sut.didTapCancel()

            #expect(output.messages == [.didCancel] && api.requestCounts.total == 0, "Expected Cancel reported, nothing sent")
        }
    }

    @Test @MainActor func presenter_doesNotKeepItsViewOrOutputAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        weak var releasedView: ComposeDraftViewSpy?
        weak var releasedOutput: ComposeDraftOutputSpy?
        let sut: ComposeDraftPresenter = {
            let view = ComposeDraftViewSpy(), output = ComposeDraftOutputSpy()
            releasedView = view
            releasedOutput = output
            let sut = ComposeDraftPresenter(api: api, output: output)
            sut.view = view
            return sut
        }()

        #expect(releasedView == nil && releasedOutput == nil, "Expected the view and the output referenced weakly")
        sut.didTapCancel()  // nobody to tell, nothing to crash
    }
}

// MARK: - Helpers

extension ComposeDraftPresenterTests {
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: ComposeDraftPresenter, view: ComposeDraftViewSpy, output: ComposeDraftOutputSpy, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let view = ComposeDraftViewSpy(), output = ComposeDraftOutputSpy()
        let sut = ComposeDraftPresenter(api: api, output: output)
        sut.view = view
        tracker.track(sut, as: "ComposeDraftPresenter")
        return (sut, view, output, api)
    }
}
