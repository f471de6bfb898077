// The DraftList view alone, fed by a spy presenter: it renders the presenter's rows in the shared draft cells and
// reports the selection by row.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

struct DraftListViewControllerTests {
    @Test @MainActor func showDrafts_reloadsTheRowsFromThePresenter() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker: tracker)

            sut.showDrafts()

            #expect(sut.visibleText(at: ProfileID.Drafts.table) == "2 rows", "Expected a row per display model")
            #expect(sut.visibleText(at: "drafts.row.1.title") == "Second", "Expected the row's title")
            #expect(sut.visibleText(at: "drafts.row.1.edited") == "edited 2026-01-02", "Expected the row's edit line")
        }
    }

    @Test @MainActor func showDraftsError_showsTheMessageInPlaceOfTheTable() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker: tracker)

            sut.showDraftsError("Couldn't load drafts.")

            #expect(sut.visibleView(at: ProfileID.Drafts.table) == nil, "Expected the table hidden")
            #expect(sut.visibleText(at: ProfileID.Drafts.error) == "Couldn't load drafts.", "Expected the error shown")
        }
    }

    @Test @MainActor func selectingARow_reportsIt() {
        expectNoLeaks { tracker in
            let (sut, output) = makeSUT(tracker: tracker)
            sut.showDrafts()

            (sut.view as? TableSectionView)?.tableView.selectRow(at: 1)

            #expect(output.selectedRows == [1], "Expected the selection reported by row")
        }
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: DraftListViewController, output: DraftListViewOutputSpy) {
    let output = DraftListViewOutputSpy()
    output.rows = [
        DraftDisplayModel(id: 1, title: "First", edited: "edited 2026-01-01"),
        DraftDisplayModel(id: 2, title: "Second", edited: "edited 2026-01-02"),
    ]
    let sut = DraftListViewController(output: output)
    sut.loadViewIfNeeded()
    tracker.track(sut, as: "DraftListViewController", sourceLocation: sourceLocation)
    tracker.track(output, as: "DraftListViewOutputSpy", sourceLocation: sourceLocation)
    return (sut, output)
}
