// The drafts section's presenter: loads the drafts, formats each row for its cell, opens a draft's detail.
// Owns the drafts and the API reference; references its view and the navigator weakly.
import ProfileKit

/// Turns the drafts response into row contents and section states for a passive `DraftListView`.
@MainActor
final class DraftListPresenter {
    weak var view: (any DraftListView)?
    weak var navigator: (any ProfileNavigator)?
    /// Kept when a load fails: the rows stay in memory, hidden behind the error.
    private var drafts: [Draft] = []

    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    var numberOfDrafts: Int { drafts.count }

    /// Fills a cell for `row`. Drafts have no behaviour, so a cell needs no presenter of its own.
    func configure(_ cell: any DraftCellView, at row: Int) {
        let draft = drafts[row]
        cell.display(title: draft.title, edited: ProfileText.edited(draft.editedAt))
    }

    // MARK: Events

    func didSelectDraft(at row: Int) {
        guard drafts.indices.contains(row) else { return }
        navigator?.openDraftDetail(for: drafts[row])
    }

    // MARK: Requests

    func loadDrafts() {
        api.fetchDrafts(userID: userID) { [weak self] result in
            self?.didLoadDrafts(result)
        }
    }

    private func didLoadDrafts(_ result: Result<[Draft], APIError>) {
        switch result {
        case .success(let drafts):
            self.drafts = drafts
            view?.displayDrafts()
        case .failure(let error):
            view?.displayDraftsError(ProfileText.sectionError(.drafts, error))
        }
    }
}
