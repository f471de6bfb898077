// View of the drafts section (shared TableSectionView, DraftRowCells). Owns its view model (view → view model)
// and its view; its bindings capture it weakly; pushes details on its navigation controller (weak, as UIKit does).
import ProfileKit

/// Renders the section's state, configures each draft row once, forwards selection, handles events.
@MainActor
final class DraftListViewController: ViewController {
    private let viewModel: DraftListViewModel
    private lazy var section = TableSectionView.drafts()

    init(viewModel: DraftListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: DraftRowCell.self, reuseIdentifier: DraftRowCell.reuseIdentifier)
        section.actionButton?.addTarget(viewModel, action: DraftListViewModel.didTapNewDraft)
        setView(section)
    }

    override func viewDidLoad() {
        // Bound for life: the tokens are not kept. Nil (nothing loaded yet) renders nothing.
        viewModel.state.bind { [weak self] state in
            guard let self, let state else { return }
            section.render(state)
        }
        viewModel.events.bind { [weak self] event in self?.handle(event) }
    }

    /// Navigation is the view's here: it pushes nothing while a screen covers the profile (a second tap on the row,
    /// landing while the first one's detail comes in).
    private func handle(_ event: DraftListViewModel.Event) {
        switch event {
        case .openDraftDetail(let draft):
            guard isOnTop else { return }
            navigationController?.pushViewController(DraftDetailViewController(draft: draft))
        case .openComposeDraft(let compose):
            present(ComposeDraftViewController(viewModel: compose))
        }
    }
}

// MARK: - Table

extension DraftListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int { viewModel.numberOfDrafts }

    /// A draft row never changes in place, so there is nothing to bind: the cell is configured once per row.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        let draft = viewModel.draftRow(at: row)
        cell.display(title: draft.title, edited: draft.edited)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.didSelectDraft(at: row)
    }
}
