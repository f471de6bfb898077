// Tests of the compose screen's view model, with a mock API and no view: its state, its close event, and the closure
// through which the new draft goes back to the view model that opened it.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMAsync

@Suite(.drivenHere(.mvvmAsync)) struct ComposeDraftViewModelTests {
    @Test @MainActor func save_sendsTheTitleAsTypedThenHandsTheDraftBackAndCloses() {
        expectNoLeaks { tracker in
            let (sut, api, created) = makeSUT(tracker)
            let states = DeliveryRecorder(sut.state), events = EventRecorder(sut.events)

            sut.didChangeTitle("Routers")
            sut.didTapSave()
            api.deliverAllPendingResponses()

            #expect(states.values == [.editing, .saving], "Expected editing, then saving")
            #expect(created.drafts.map(\.title) == ["Routers"], "Expected the server's draft handed back")
            #expect(events.events == [.close], "Expected the screen closed after the draft went back")
        }
    }

    @Test @MainActor func secondSaveWhileInFlight_sendsNothing() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)

            sut.didTapSave()
            sut.didTapSave()

            #expect(api.requestCounts.createDraft == 1, "Expected one request for two taps")
        }
    }

    @Test @MainActor func failedSave_deliversTheErrorAndAllowsARetry() {
        expectNoLeaks { tracker in
            let (sut, api, created) = makeSUT(tracker)
            let states = DeliveryRecorder(sut.state)
            api.injectFault(.error(.offline), on: .createDraft)

            sut.didChangeTitle("Retry")
            sut.didTapSave()
            api.deliverAllPendingResponses()
            sut.didTapSave()

            #expect(states.values == [.editing, .saving, .failed(message: APIError.offline.message), .saving],
                    "Expected the error, then a second save")
            #expect(created.drafts.isEmpty && api.requestCounts.createDraft == 2, "Expected nothing handed back, two requests")
        }
    }

    @Test @MainActor func cancel_closesWithoutARequest() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            let events = EventRecorder(sut.events)

            sut.didTapCancel()

            #expect(events.events == [.close] && api.requestCounts.total == 0, "Expected the close event, nothing sent")
        }
    }

    @Test @MainActor func draftList_opensComposeAndListsTheDraftItHandsBackFirst() {
        expectNoLeaks { tracker in
            let api = MockProfileAPI(scheduling: .queued)
            let list = DraftListViewModel(api: api, userID: api.serverUser.id)
            tracker.track(list, as: "DraftListViewModel")
            let events = EventRecorder(list.events)
            list.loadDrafts()
            api.deliverAllPendingResponses()

            list.didTapNewDraft()
            guard case .openComposeDraft(let compose) = events.events.first else {
                Issue.record("Expected the compose screen opened, found \(events.events)")
                return
            }
            compose.didChangeTitle("Routers")
            compose.didTapSave()
            api.deliverAllPendingResponses()

            #expect(list.numberOfDrafts == 4 && list.draftRow(at: 0).title == "Routers", "Expected the new draft first")
            #expect(api.requestCounts.drafts == 1, "Expected no refetch")
        }
    }
}

// MARK: - Helpers

/// Collects the drafts a compose view model hands back.
@MainActor
private final class CreatedDrafts {
    var drafts: [Draft] = []
}

@MainActor
private func makeSUT(_ tracker: LeakTracker) -> (sut: ComposeDraftViewModel, api: MockProfileAPI, created: CreatedDrafts) {
    let api = MockProfileAPI(scheduling: .queued)
    let created = CreatedDrafts()
    let sut = ComposeDraftViewModel(api: api) { [weak created] draft in created?.drafts.append(draft) }
    tracker.track(sut, as: "ComposeDraftViewModel")
    return (sut, api, created)
}
