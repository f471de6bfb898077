// Test double of DraftListViewOutput: serves stubbed rows and records the view's events. Holds nothing of the module.
@testable import VIPER

@MainActor
final class DraftListViewOutputSpy: DraftListViewOutput {
    var rows: [DraftDisplayModel] = []
    private(set) var selectedRows: [Int] = []
    private(set) var newDraftTaps = 0

    var numberOfDrafts: Int { rows.count }
    func draft(at row: Int) -> DraftDisplayModel { rows[row] }
    func didSelectDraft(at row: Int) { selectedRows.append(row) }
    func didTapNewDraft() { newDraftTaps += 1 }
}
