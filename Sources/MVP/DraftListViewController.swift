// The drafts section's view controller: the passive view of `DraftListPresenter`, the table's data source and
// delegate, and its navigator. Owns its presenter and its section view; the table references it weakly.
import ProfileKit

/// Shows the drafts section and forwards its events; lets the presenter fill each cell.
@MainActor
final class DraftListViewController: ViewController {
    let presenter: DraftListPresenter
    private lazy var section = TableSectionView.drafts()

    /// Binds itself to `presenter` as its view and navigator, held weakly there.
    init(presenter: DraftListPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
        presenter.navigator = self
    }

    override func loadView() {
        section.connect(to: self, cellClass: DraftRowCell.self, reuseIdentifier: DraftRowCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: DraftListViewController.didTapNewDraftButton)
        setView(section)
    }

    private func didTapNewDraftButton() {
        presenter.didTapNewDraft()
    }
}

// MARK: - DraftListView, DraftListNavigator

extension DraftListViewController: DraftListView, DraftListNavigator {
    func showDrafts() {
        section.showTable()
    }

    func showDraftsError(_ message: String) {
        section.showError(message)
    }

    /// Pushes nothing while a screen covers the profile: a second tap on the row lands while the first one's detail
    /// comes in.
    func openDraftDetail(for draft: Draft) {
        guard isOnTop else { return }
        navigationController?.pushViewController(DraftDetailViewController(draft: draft))
    }

    func openComposeDraft(_ presenter: ComposeDraftPresenter) {
        present(ComposeDraftViewController(presenter: presenter))
    }

    func closeComposeDraft() {
        dismiss()
    }
}

// MARK: - Table

extension DraftListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfDrafts
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        presenter.configure(cell, at: row)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.didSelectDraft(at: row)
    }
}
