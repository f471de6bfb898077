// The DraftList interactor alone between spies: it orders the answers, gives itself as the compose module's output and
// lists a created draft first.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct DraftListInteractorTests {
    @Test @MainActor func interactor_load_handsTheServersDraftsOver() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, DraftListInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: DraftListRequest.load)
            module.api.deliverAllPendingResponses()

            #expect(handedDrafts(module.presenter) == [drafts], "Expected the drafts handed over once")
        }
    }

    @Test @MainActor func interactor_newDraft_handsItselfOverAsTheComposeOutput() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, DraftListInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: DraftListRequest.newDraft)

            let responses = module.presenter.received(DraftListResponse.self)
            module.presenter.removeAllResponses()   // the spy would keep the interactor it was handed
            guard responses.count == 1, case .composeDraft(let output) = responses[0] else {
                Issue.record("Expected the compose module asked for once")
                return
            }
            #expect(output === module.interactor, "Expected the interactor as the compose module's output")
        }
    }

    @Test @MainActor func interactor_createdDraft_isListedFirst_andOlderAnswersAreRefused() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, DraftListInteractor.self, PresenterSpy.self, tracker: tracker)
            module.interactor.refresh(request: DraftListRequest.load)
            module.api.deliverAllPendingResponses()
            module.interactor.refresh(request: DraftListRequest.load)   // sent before the draft existed
            let created = Draft(id: 904, title: "Fresh", editedAt: module.api.serverNow)
            module.presenter.removeAllResponses()

            module.interactor.composeDraft(didCreate: created)
            module.api.deliverAllPendingResponses()

            #expect(handedDrafts(module.presenter) == [[created] + drafts],
                    "Expected the draft first, with no refetch, and the older answer refused")
        }
    }

    @Test @MainActor func interactor_select_handsOverTheListedDraft() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, DraftListInteractor.self, PresenterSpy.self, tracker: tracker)
            module.interactor.refresh(request: DraftListRequest.load)
            module.api.deliverAllPendingResponses()
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: DraftListRequest.select(draftID: 902))

            guard case .selected(let draft) = module.presenter.received(DraftListResponse.self).first else {
                Issue.record("Expected a draft handed over")
                return
            }
            #expect(draft == drafts[1], "Expected the draft with that id")
        }
    }
}

// MARK: - Helpers

private let drafts = ProfileFixture.standard.drafts

/// The drafts of each `.drafts` response, in order.
@MainActor
private func handedDrafts(_ presenter: PresenterSpy) -> [[Draft]] {
    presenter.received(DraftListResponse.self).compactMap { if case .drafts(let drafts) = $0 { drafts } else { nil } }
}
