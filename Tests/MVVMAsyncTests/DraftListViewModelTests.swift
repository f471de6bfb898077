// Tests of the drafts section's view model with a mock API and no view (B3, B11, B13).
@testable import MVVMAsync
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct DraftListViewModelTests {
    @Test @MainActor func beforeAnyAnswer_thereIsNoStateToRenderAndNoRow() {
        expectNoLeaks { tracker in
            let (sut, _, _) = makeSUT(tracker)
            let recorder = DeliveryRecorder(sut.state)

            sut.loadDrafts()

            #expect(recorder.values == [nil] && sut.numberOfDrafts == 0, "Expected nothing to render before an answer")
        }
    }

    @Test @MainActor func loadDrafts_success_showsOneFormattedRowPerDraft() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)

            sut.loadDrafts()
            api.deliverAllPendingResponses()

            #expect(sut.state.value?.content == .rows && sut.numberOfDrafts == 3, "Expected the section to show 3 rows")
            #expect(sut.draftRow(at: 0) == ("Coordinators: the missing router?", "edited 2026-11-20"),
                    "Expected row 0 to show the draft's title and edit day")
        }
    }

    @Test @MainActor func loadDrafts_failure_showsTheErrorAndKeepsTheRows() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            sut.loadDrafts()
            api.deliverAllPendingResponses()
            api.injectFault(.error(.server(status: 500)), on: .drafts)

            sut.loadDrafts()
            api.deliverAllPendingResponses()

            #expect(sut.state.value?.content == .error(message: ProfileText.sectionError(.drafts, .server(status: 500))),
                    "Expected the section to show its error")
            #expect(sut.numberOfDrafts == 3, "Expected the rows to be kept behind the error")
        }
    }

    @Test @MainActor func everyAdmittedAnswer_isDeliveredOnce_evenWhenNothingChanged() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            let recorder = DeliveryRecorder(sut.state)

            sut.loadDrafts()
            sut.loadDrafts()
            api.deliverAllPendingResponses()

            #expect(recorder.changes.count == 2, "Expected each admitted answer to reload the section once")
        }
    }

    @Test @MainActor func anOlderAnswerDeliveredAfterANewerOne_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .drafts)
            sut.loadDrafts()
            sut.loadDrafts()

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(sut.state.value?.content == .rows, "Expected the older error not to replace the newer rows")
        }
    }

    @Test @MainActor func didSelectDraft_opensItsDetail() {
        expectNoLeaks { tracker in
            let (sut, api, events) = makeSUT(tracker)
            sut.loadDrafts()
            api.deliverAllPendingResponses()

            sut.didSelectDraft(at: 1)

            #expect(events.events == [.openDraftDetail(for: api.serverDrafts[1])], "Expected the draft's detail to open")
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: DraftListViewModel, api: MockProfileAPI, events: EventRecorder<DraftListViewModel.Event>) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = DraftListViewModel(api: api, userID: api.serverUser.id)
        tracker.track(sut, as: "DraftListViewModel")
        tracker.track(sut.state, as: "DraftListViewModel.state")
        tracker.track(sut.events, as: "DraftListViewModel.events")
        return (sut, api, EventRecorder(sut.events))
    }
}
