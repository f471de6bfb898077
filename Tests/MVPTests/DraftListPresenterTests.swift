// Specifications of the drafts section's presenter, with spies for its view, a row and the navigator.
import ProfileKit
import Testing
@testable import MVP

@Suite struct DraftListPresenterSpecification {
    @Test @MainActor func draftsLoaded_asksViewToDisplayDraftsAndFillsRowsWithTitleAndEditedLine() {
        let (sut, view, api, _) = makeSUT()
        let row = DraftCellViewSpy()

        sut.loadDrafts()
        api.deliverAllPendingResponses()
        sut.configure(row, at: 1)

        #expect(view.messages == [.displayDrafts], "Expected the view to be asked to display the drafts once")
        #expect(sut.numberOfDrafts == 3, "Expected one row per draft of the fixture")
        #expect(row.displayed.map(\.title) == ["草稿：SwiftUI 与 VIPER"], "Expected the draft's title")
        #expect(row.displayed.map(\.edited) == ["edited 2026-11-18"], "Expected the draft's edit day")
    }

    @Test @MainActor func draftsFailure_showsErrorInDraftsSection() {
        let (sut, view, api, _) = makeSUT()
        api.injectFault(.wrongShapeJSON, on: .drafts)

        sut.loadDrafts()
        api.deliverAllPendingResponses()

        #expect(view.messages == [.displayDraftsError(ProfileText.sectionError(.drafts, .malformedPayload(detail: "")))],
                "Expected the drafts section to show the decoding failure's message")
    }

    @Test @MainActor func didSelectDraft_asksNavigatorToOpenDraftDetail() {
        let (sut, _, api, navigator) = makeSUT()
        sut.loadDrafts()
        api.deliverAllPendingResponses()

        sut.didSelectDraft(at: 2)

        #expect(navigator.opened == [.draftDetail(api.serverDrafts[2])], "Expected the selected draft's detail")
    }
}

// MARK: - Helpers

extension DraftListPresenterSpecification {
    @MainActor
    private func makeSUT() -> (sut: DraftListPresenter, view: ProfileViewSpy, api: MockProfileAPI, navigator: NavigatorSpy) {
        let api = MockProfileAPI(scheduling: .queued)
        let view = ProfileViewSpy()
        let navigator = NavigatorSpy()
        let sut = DraftListPresenter(api: api, userID: api.serverUser.id)
        sut.navigator = navigator
        sut.view = view
        return (sut, view, api, navigator)
    }
}
