// The DraftList view alone between spies: it keeps its rows and sends taps by draft id.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct DraftListViewTests {
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
}

// MARK: - Helpers

private let drafts = ProfileFixture.standard.drafts

private let rows = drafts.map { DisplayedDraft(id: $0.id, title: $0.title, edited: ProfileText.edited($0.editedAt)) }

/// The DraftList view, loaded, between spies.
@MainActor
private func makeViewModule(tracker: LeakTracker) throws -> ModuleUnderTest<DraftListView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(DraftListView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.loadViewIfNeeded()
    return module
}
