// The DraftList interactor alone, against a queued mock API, observed through a spy output.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct DraftListInteractorTests {
    // MARK: Loading (B3, B11)

    @Test @MainActor func loadDrafts_reportsTheServersDraftsOnceTheyArrive() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)

            sut.loadDrafts()
            #expect(api.pendingEndpoints == [.drafts], "Expected one drafts request")
            #expect(output.messages.isEmpty, "Expected nothing reported before the answer")

            api.deliverAllPendingResponses()
            #expect(output.messages == [.didLoadDrafts(api.serverDrafts)], "Expected the server's drafts reported")
        }
    }

    @Test @MainActor func loadFailure_reportsTheError() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            api.injectFault(.error(.server(status: 503)), on: .drafts)

            sut.loadDrafts()
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didFailToLoadDrafts(.server(status: 503))], "Expected the failure reported")
        }
    }

    @Test @MainActor func olderAnswerDeliveredAfterANewerFailure_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            sut.loadDrafts()
            api.injectFault(.error(.offline), on: .drafts)
            sut.loadDrafts()

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(output.messages == [.didFailToLoadDrafts(.offline)], "Expected the old drafts not to replace a newer error")
        }
    }

    // MARK: Selecting (B13)

    @Test @MainActor func draftByID_isTheListedDraft() {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeSUT(tracker: tracker)
            sut.loadDrafts()
            api.deliverAllPendingResponses()

            #expect(sut.draft(id: api.serverDrafts[1].id) == api.serverDrafts[1], "Expected the listed draft")
            #expect(sut.draft(id: 0) == nil, "Expected no draft for an id not listed")
        }
    }

    // MARK: Composing

    @Test @MainActor func insertCreatedDraft_listsItFirstAndRefusesOlderAnswers() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = DraftListInteractorOutputSpy()
        let sut = DraftListInteractor(api: api, userID: api.serverUser.id)
        sut.output = output
        sut.loadDrafts()
        api.deliverAllPendingResponses()
        sut.loadDrafts()
        let draft = Draft(id: 904, title: "Routers", editedAt: api.serverNow)

        sut.insertCreatedDraft(draft)
        api.deliverAllPendingResponses()

        #expect(output.messages.last == .didLoadDrafts([draft] + ProfileFixture.standard.drafts),
                "Expected the draft first, and the older answer refused")
    }

    // MARK: Lifetime (B14)

    /// Fails if a completion captured the interactor strongly: it would outlive its module and still report.
    @Test @MainActor func answersArrivingAfterTheInteractorIsGone_reportNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = DraftListInteractorOutputSpy()
        do {
            let sut = DraftListInteractor(api: api, userID: api.serverUser.id)
            sut.output = output
            sut.loadDrafts()
        }

        api.deliverAllPendingResponses()

        #expect(api.requestCounts.drafts == 1, "Expected the request to have been in flight")
        #expect(output.messages.isEmpty, "Expected the late answer to find no interactor")
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: DraftListInteractor, output: DraftListInteractorOutputSpy, api: MockProfileAPI) {
    let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
    let output = DraftListInteractorOutputSpy()
    let sut = DraftListInteractor(api: api, userID: api.serverUser.id)
    sut.output = output
    tracker.track(sut, as: "DraftListInteractor", sourceLocation: sourceLocation)
    tracker.track(output, as: "DraftListInteractorOutputSpy", sourceLocation: sourceLocation)
    return (sut, output, api)
}
