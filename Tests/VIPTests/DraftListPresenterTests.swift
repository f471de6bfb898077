// The DraftList presenter alone between spies: it formats, pushes a draft's detail and routes New draft to the compose
// module by identifier.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct DraftListPresenterTests {
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
