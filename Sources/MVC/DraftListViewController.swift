// The draft list's controller (a child MVC): owns the drafts, its request order, its section view and the model; the
// table, the compose controller it presents (as that one's delegate) and pending completions reference it weakly.
import ProfileKit

/// Fetches the drafts, shows them in a table, pushes a draft's detail and presents the compose screen, whose delegate
/// it is: a new draft comes back here and goes first in the list.
@MainActor
final class DraftListViewController: ViewController {
    private let model: ProfileModel
    /// The drafts of the last admitted success. Kept when a later load fails, though not shown.
    private var drafts: [Draft] = []
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var draftRequests = RequestSequence()
    private lazy var section = TableSectionView.drafts()
    private var tableView: TableView { section.tableView }

    init(model: ProfileModel) {
        self.model = model
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: DraftRowCell.self, reuseIdentifier: DraftRowCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: DraftListViewController.didTapNewDraft)
        setView(section)
    }

    /// The controller handles the jump: it builds the compose controller over the same model and presents it.
    private func didTapNewDraft() {
        let compose = ComposeDraftViewController(model: model)
        compose.delegate = self
        present(compose)
    }

    /// Asks the model for the drafts; the section changes only when the answer is admitted.
    func loadDrafts() {
        let ticket = draftRequests.next()
        model.loadDrafts { [weak self] result in
            self?.didLoadDrafts(result, ticket: ticket)
        }
    }

    private func didLoadDrafts(_ result: Result<[Draft], APIError>, ticket: Int) {
        guard draftRequests.admit(ticket) else { return }
        switch result {
        case .success(let loadedDrafts):
            drafts = loadedDrafts
            section.showTable()
        case .failure(let error):
            section.showError(ProfileText.sectionError(.drafts, error))
        }
    }
}

extension DraftListViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        drafts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let draft = drafts[row]
        let cell = tableView.dequeueReusableCell(
            withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        cell.display(title: draft.title, edited: ProfileText.edited(draft.editedAt))
        return cell
    }
}

extension DraftListViewController: TableViewDelegate {
    /// Pushes the draft's detail, unless a screen already covers the profile (a second tap on the row).
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard isOnTop else { return }
        navigationController?.pushViewController(DraftDetailViewController(draft: drafts[row]))
    }
}

extension DraftListViewController: ComposeDraftViewControllerDelegate {
    /// The server's new draft goes first, with no refetch; answers to drafts requests sent before it are older.
    func composeDraftViewController(_ controller: ComposeDraftViewController, didCreate draft: Draft) {
        drafts.insert(draft, at: 0)
        draftRequests.admitOwnChange()
        section.showTable()
        dismiss()
    }

    func composeDraftViewControllerDidCancel(_ controller: ComposeDraftViewController) {
        dismiss()
    }
}
