// View of the DraftList module: owns its presenter (view → presenter) and its view, the shared drafts section, with
// the table's cells. The table references it weakly (data source, delegate).
import ProfileKit

/// The drafts section: a table fed row by row by the presenter, and an error in its place.
@MainActor
final class DraftListViewController: ViewController {
    let output: any DraftListViewOutput
    private lazy var section = TableSectionView.drafts()
    private var tableView: TableView { section.tableView }

    init(output: any DraftListViewOutput) {
        self.output = output
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: DraftRowCell.self, reuseIdentifier: DraftRowCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: DraftListViewController.didTapNewDraftButton)
        setView(section)
    }

    private func didTapNewDraftButton() {
        output.didTapNewDraft()
    }
}

// MARK: - DraftListViewInput

extension DraftListViewController: DraftListViewInput {
    func showDrafts() {
        section.showTable()
    }

    func showDraftsError(_ message: String) {
        section.showError(message)
    }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension DraftListViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        output.numberOfDrafts
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        let draft = output.draft(at: row)
        cell.display(title: draft.title, edited: draft.edited)
        return cell
    }
}

extension DraftListViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.didSelectDraft(at: row)
    }
}
