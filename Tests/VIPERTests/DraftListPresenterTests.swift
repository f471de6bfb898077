// The DraftList presenter alone, between a spy view, a spy interactor and a spy router.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct DraftListPresenterTests {
    // MARK: Loading (B3)

    @Test @MainActor func loadDrafts_asksTheInteractor() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeSUT(tracker: tracker)

            sut.loadDrafts()

            #expect(interactor.loadDraftsCount == 1, "Expected the load passed to the interactor")
        }
    }

    @Test @MainActor func didLoadDrafts_showsTheTableOnceWithARowPerDraft() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeSUT(tracker: tracker)

            sut.didLoadDrafts(drafts)

            #expect(view.messages == [.showDrafts], "Expected the table shown once")
            #expect(sut.numberOfDrafts == drafts.count, "Expected a row per draft")
            #expect(sut.draft(at: 0) == DraftDisplayModel(id: 901, title: drafts[0].title, edited: "edited 2026-11-20"),
                    "Expected the first row formatted for display")
        }
    }

    @Test @MainActor func didFailToLoadDrafts_showsTheErrorAndKeepsTheRows() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeSUT(tracker: tracker)
            sut.didLoadDrafts(drafts)

            sut.didFailToLoadDrafts(.offline)

            #expect(view.messages.last == .showDraftsError("Couldn't load drafts. \(APIError.offline.message)"),
                    "Expected the section's error")
            #expect(sut.numberOfDrafts == drafts.count, "Expected the rows kept")
        }
    }

    // MARK: Selecting (B13)

    @Test @MainActor func didSelectDraft_opensTheDraftOnThatRow() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, router) = makeSUT(tracker: tracker)
            sut.didLoadDrafts(drafts)
            interactor.drafts[drafts[2].id] = drafts[2]

            sut.didSelectDraft(at: 2)
            sut.didSelectDraft(at: drafts.count)

            #expect(router.openedDrafts == [drafts[2]], "Expected the detail of the draft on that row, once")
        }
    }

    // MARK: Composing

    @Test @MainActor func didTapNewDraft_opensComposeWithItselfAsOutput_andInsertsTheDraftItHearsOf() {
        let interactor = DraftListInteractorSpy(), router = DraftListRouterSpy()
        let sut = DraftListPresenter(interactor: interactor, router: router)
        let draft = Draft(id: 904, title: "Routers", editedAt: MockProfileAPI.defaultServerNow)

        sut.didTapNewDraft()
        router.composeOutputs.first?.output?.composeDraftModuleDidCreate(draft)

        #expect(router.composeOutputs.first?.output === sut, "Expected the DraftList presenter as the module output")
        #expect(interactor.insertedDrafts == [draft], "Expected the draft inserted by the interactor")
    }
}

// MARK: - Helpers

private let drafts = ProfileFixture.standard.drafts

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: DraftListPresenter, view: DraftListViewSpy, interactor: DraftListInteractorSpy, router: DraftListRouterSpy) {
    let interactor = DraftListInteractorSpy()
    let router = DraftListRouterSpy()
    let view = DraftListViewSpy()
    let sut = DraftListPresenter(interactor: interactor, router: router)
    sut.view = view
    for (object, role) in [(sut, "DraftListPresenter"), (view, "DraftListViewSpy"), (interactor, "DraftListInteractorSpy"),
                           (router, "DraftListRouterSpy")] as [(AnyObject, String)] {
        tracker.track(object, as: role, sourceLocation: sourceLocation)
    }
    return (sut, view, interactor, router)
}
