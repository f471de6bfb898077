// View of the DraftList module: owns its interactor (view → interactor), the rows it displays and its view, the shared
// drafts section with the table's cells. The table and the New draft button reference it weakly.
import ProfileKit

/// The drafts section: keeps the rows it was given and sends each tap to the interactor.
@MainActor
final class DraftListView: View, ProfileSectionView {
    private lazy var section = TableSectionView.drafts()
    private var rows: [DisplayedDraft] = []

    override func loadView() {
        section.connect(to: self, cellClass: DraftRowCell.self, reuseIdentifier: DraftRowCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: DraftListView.didTapNewDraftButton)
        setView(section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor.refresh(request: DraftListRequest.load)
    }

    func reloadSection() {
        interactor.refresh(request: DraftListRequest.load)
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: DraftListViewModel.self, in: self) {
        case .rows(let drafts):
            rows = drafts
            section.showTable()
        case .error(let message):
            section.showError(message)
        }
    }

    private func didTapNewDraftButton() {
        interactor.refresh(request: DraftListRequest.newDraft)
    }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension DraftListView: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        cell.display(title: rows[row].title, edited: rows[row].edited)
        return cell
    }
}

extension DraftListView: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard rows.indices.contains(row) else { return }
        interactor.refresh(request: DraftListRequest.select(draftID: rows[row].id))
    }
}
