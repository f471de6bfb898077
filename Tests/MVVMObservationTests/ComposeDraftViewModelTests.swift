// Tests of the compose screen's view model, with a mock API and no view: the save's state, one request at a time, the
// draft handed back through its closure and the close event.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservation

@Suite struct ComposeDraftViewModelTests {
    @Test @MainActor func save_showsSavingAndSendsTheTitleOnce() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            sut.didChangeTitle("Notes")

            sut.didTapSave()
            sut.didTapSave()

            #expect(sut.state == .saving && api.requestCounts.createDraft == 1, "Expected saving and one request")
        }
    }

    @Test @MainActor func savedDraft_isHandedBackThenTheScreenCloses() {
        expectNoLeaks { tracker in
            let (sut, api, created) = makeSUT(tracker)
            var events: [ComposeDraftViewModel.Event] = []
            sut.onEvent = { events.append($0) }
            sut.didChangeTitle("Notes")

            sut.didTapSave()
            api.deliverAllPendingResponses()

            #expect(created.drafts.map(\.title) == ["Notes"] && events == [.close], "Expected the draft handed back, then close")
        }
    }

    @Test @MainActor func failedSave_showsTheErrorAndAllowsARetry() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)

            sut.didTapSave()  // a blank title: the server refuses it
            api.deliverAllPendingResponses()
            let failed = sut.state
            sut.didTapSave()

            #expect(failed == .failed(message: APIError.server(status: 422).message), "Expected the server's refusal shown")
            #expect(api.requestCounts.createDraft == 2, "Expected the retry sent")
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: ComposeDraftViewModel, api: MockProfileAPI, created: CreatedDrafts) {
        let api = MockProfileAPI(scheduling: .queued)
        let created = CreatedDrafts()
        let sut = ComposeDraftViewModel(api: api) { [created] draft in created.drafts.append(draft) }
        tracker.track(sut, as: "ComposeDraftViewModel")
        return (sut, api, created)
    }
}

@MainActor private final class CreatedDrafts {
    var drafts: [Draft] = []
}
