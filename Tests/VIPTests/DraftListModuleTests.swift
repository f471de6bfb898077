// The DraftList module, each role alone between spies: the view keeps its rows and sends taps by draft id; the
// interactor orders the answers, gives itself as the compose module's output and lists a created draft first; the
// presenter formats, pushes a draft's detail and routes New draft to the compose module by identifier.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct DraftListModuleTests {
    // MARK: View

    @Test @MainActor func view_displayingRows_reloadsTheTableWithThem() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)

            module.view.display(viewModel: DraftListViewModel.rows(rows))

            #expect(module.view.visibleText(at: "drafts.row.1.title") == drafts[1].title, "Expected the rows shown")
            #expect(module.view.visibleText(at: "drafts.row.1.edited") == rows[1].edited, "Expected the edited line")
        }
    }

    @Test @MainActor func view_selectingARow_andNewDraft_areAskedFor() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: DraftListViewModel.rows(rows))

            (module.view.visibleView(at: ProfileID.Drafts.table) as? TableView)?.selectRow(at: 2)
            (module.view.visibleView(at: ProfileID.Drafts.newDraft) as? Button)?.sendTap()

            #expect(module.interactor.received(DraftListRequest.self) == [.load, .select(draftID: 903), .newDraft],
                    "Expected the load, the selection by id, then New draft")
        }
    }

    // MARK: Interactor

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

    // MARK: Presenter

    @Test @MainActor func presenter_displaysTheDraftsAsRowsAndAFailureAsTheSectionsError() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, DraftListPresenter.self, tracker: tracker)

            module.presenter.present(response: DraftListResponse.drafts(drafts))
            module.presenter.present(response: DraftListResponse.failure(.offline))

            #expect(module.view.received(DraftListViewModel.self) == [
                .rows(rows), .error(ProfileText.sectionError(.drafts, .offline)),
            ], "Expected the rows formatted, then the section's error")
        }
    }

    @Test @MainActor func presenter_pushesASelectedDraftsDetail() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, DraftListPresenter.self, tracker: tracker)
            let navigator = NavigationController(rootViewController: module.view)
            tracker.track(navigator, as: "NavigationController")

            module.presenter.present(response: DraftListResponse.selected(drafts[0]))

            #expect((navigator.topViewController as? DraftDetailViewController)?.draft == drafts[0],
                    "Expected the shared draft detail pushed")
        }
    }

    @Test @MainActor func presenter_routesNewDraftToTheComposeModuleWithTheOutput() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, DraftListPresenter.self,
                                             register: { $0.addSpies(identifier: .composeDraft) }, tracker: tracker)
            let navigator = NavigationController(rootViewController: module.view)
            tracker.track(navigator, as: "NavigationController")
            let output = OutputSpy()

            module.presenter.present(response: DraftListResponse.composeDraft(output: output))

            let compose = try #require(navigator.presentedViewController as? ViewSpy,
                                       "Expected the module under composeDraft presented modally")
            let handed = compose.userInfos.compactMap { $0 as? OutputSpy }
            #expect(handed.count == 1 && handed.first === output, "Expected the output as the route's userInfo")
        }
    }
}

// MARK: - Helpers

private let drafts = ProfileFixture.standard.drafts
private let rows = drafts.map { DisplayedDraft(id: $0.id, title: $0.title, edited: ProfileText.edited($0.editedAt)) }

/// A compose output that keeps nothing.
@MainActor
final class OutputSpy: ComposeDraftOutput {
    private(set) var created: [Draft] = []
    func composeDraft(didCreate draft: Draft) { created.append(draft) }
}

/// The drafts of each `.drafts` response, in order.
@MainActor
private func handedDrafts(_ presenter: PresenterSpy) -> [[Draft]] {
    presenter.received(DraftListResponse.self).compactMap { if case .drafts(let drafts) = $0 { drafts } else { nil } }
}

/// The DraftList view, loaded, between spies.
@MainActor
private func makeViewModule(tracker: LeakTracker) throws -> ModuleUnderTest<DraftListView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(DraftListView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.loadViewIfNeeded()
    return module
}
