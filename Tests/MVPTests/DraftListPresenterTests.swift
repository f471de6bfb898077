// Tests of the drafts section's presenter: against a view spy, a cell spy, a navigator spy and a mock API,
// with no view controller and no table.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// Loading drafts and opening one (B3, B11, B13, B14) on the presenter alone.
@Suite struct DraftListPresenterTests {
    @Test @MainActor func draftsLoaded_showsTheSectionOnceAndFillsARowWithItsTitleAndEditedLine() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            let cell = DraftCellViewSpy()

            sut.loadDrafts()
            api.deliverAllPendingResponses()
            sut.configure(cell, at: 1)

            #expect(view.messages == [.showDrafts], "Expected the section shown once")
            #expect(sut.numberOfDrafts == 3, "Expected one row per draft")
            #expect(cell.displayed == [.init(title: "草稿：SwiftUI 与 VIPER", edited: "edited 2026-11-18")],
                    "Expected the row's two strings, each once")
        }
    }

    @Test @MainActor func draftsFailure_showsTheSectionErrorAndKeepsTheRows() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            sut.loadDrafts()
            api.deliverAllPendingResponses()
            api.injectFault(.wrongShapeJSON, on: .drafts)

            sut.loadDrafts()
            api.deliverAllPendingResponses()

            #expect(view.messages.last == .showDraftsError(ProfileText.sectionError(.drafts, .malformedPayload(detail: ""))),
                    "Expected the section's error")
            #expect(sut.numberOfDrafts == 3, "Expected the rows kept in memory, hidden")
        }
    }

    @Test @MainActor func olderAnswerDeliveredAfterANewerOne_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            sut.loadDrafts()
            api.injectFault(.error(.offline), on: .drafts)
            sut.loadDrafts()

            api.deliverPendingResponse(at: 1)
            api.deliverAllPendingResponses()

            #expect(view.messages == [.showDraftsError(ProfileText.sectionError(.drafts, .offline))],
                    "Expected an old success never to replace a newer error")
            #expect(sut.numberOfDrafts == 0, "Expected the old answer's rows not taken")
        }
    }

    @Test @MainActor func didSelectDraft_opensItsDetail() {
        expectNoLeaks { tracker in
            let (sut, _, navigator, api) = makeSUT(tracker)
            sut.loadDrafts()
            api.deliverAllPendingResponses()

            sut.didSelectDraft(at: 2)

            #expect(navigator.opened == [.draftDetail(api.serverDrafts[2])], "Expected the selected draft's detail")
        }
    }

    // MARK: Compose (the presenter is the compose screen's output)

    @Test @MainActor func didTapNewDraft_opensTheComposeScreenWithThisPresenterAsItsOutput() {
        expectNoLeaks { tracker in
            let (sut, _, navigator, api) = makeSUT(tracker)

            sut.didTapNewDraft()
            navigator.composeDrafts.first?.didTapCancel()

            #expect(navigator.opened == [.composeDraft, .closedComposeDraft],
                    "Expected the compose screen opened, and closed by this presenter on its Cancel")
            #expect(api.requestCounts.total == 0, "Expected nothing sent")
        }
    }

    @Test @MainActor func createdDraft_goesFirstWithoutARefetchAndClosesTheComposeScreen() {
        expectNoLeaks { tracker in
            let (sut, view, navigator, api) = makeSUT(tracker)
            sut.loadDrafts()
            api.deliverAllPendingResponses()
            let draft = Draft(id: 904, title: "New", editedAt: api.serverNow)

            sut.composeDraftDidCreate(draft)

            #expect(sut.numberOfDrafts == 4, "Expected the new draft added to the three")
            let cell = DraftCellViewSpy()
            sut.configure(cell, at: 0)
            #expect(cell.displayed.first?.title == "New", "Expected the new draft on the first row")
            #expect(view.messages.last == .showDrafts && navigator.opened == [.closedComposeDraft],
                    "Expected the section shown again and the compose screen closed")
            #expect(api.requestCounts.drafts == 1, "Expected no refetch")
        }
    }

    @Test @MainActor func draftsAnswerToARequestSentBeforeTheDraft_isNoLongerAdmitted() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            sut.loadDrafts()

            sut.composeDraftDidCreate(Draft(id: 904, title: "New", editedAt: api.serverNow))
            api.deliverAllPendingResponses()

            #expect(sut.numberOfDrafts == 1, "Expected the older answer refused: the new draft alone stays listed")
        }
    }

    @Test @MainActor func answerAfterThePresenterIsGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let view = DraftListViewSpy()
        expectNoLeaks { tracker in
            let sut = DraftListPresenter(api: api, userID: api.serverUser.id)
            tracker.track(sut, as: "DraftListPresenter")
            sut.view = view
            sut.loadDrafts()
        }

        api.deliverAllPendingResponses()

        #expect(view.messages.isEmpty, "Expected a late answer to find no presenter and show nothing")
    }

    @Test @MainActor func presenter_doesNotKeepItsViewOrNavigatorAlive() {
        expectNoLeaks { tracker in
            let (sut, _, _, _) = makeSUT(tracker)

            expectReferencedWeakly(DraftListViewSpy(), as: "presenter's view", attach: { sut.view = $0 }, read: { sut.view })
            expectReferencedWeakly(
                NavigatorSpy(), as: "presenter's navigator", attach: { sut.navigator = $0 }, read: { sut.navigator })
        }
    }
}

// MARK: - Helpers

extension DraftListPresenterTests {
    /// A drafts presenter on a queued API with a view spy and a navigator spy; the presenter is tracked for leaks.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: DraftListPresenter, view: DraftListViewSpy, navigator: NavigatorSpy, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let view = DraftListViewSpy()
        let navigator = NavigatorSpy()
        let sut = DraftListPresenter(api: api, userID: api.serverUser.id)
        sut.view = view
        sut.navigator = navigator
        tracker.track(sut, as: "DraftListPresenter")
        return (sut, view, navigator, api)
    }
}
