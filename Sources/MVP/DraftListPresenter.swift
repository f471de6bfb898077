// The drafts section's presenter: loads the drafts, fills their cells, opens a draft's detail and the compose screen,
// and is that screen's output. Owns the drafts and their request order; references its view and navigator weakly.
import ProfileKit

/// Turns the drafts answer into rows and section states for a passive `DraftListView`.
@MainActor
final class DraftListPresenter {
    weak var view: (any DraftListView)?
    weak var navigator: (any DraftListNavigator)?
    /// Kept when a later load fails: the rows stay in memory, hidden behind the error.
    private var drafts: [Draft] = []
    private var draftRequests = RequestSequence()
    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    var numberOfDrafts: Int { drafts.count }

    /// Fills the cell showing `row`: its two strings, each once.
    func configure(_ cell: any DraftCellView, at row: Int) {
        cell.display(title: drafts[row].title, edited: ProfileText.edited(drafts[row].editedAt))
    }

    // MARK: Events

    func didSelectDraft(at row: Int) {
        guard drafts.indices.contains(row) else { return }
        navigator?.openDraftDetail(for: drafts[row])
    }

    /// Opens the compose screen with this presenter as its output.
    func didTapNewDraft() {
        navigator?.openComposeDraft(ComposeDraftPresenter(api: api, output: self))
    }

    // MARK: Requests

    func loadDrafts() {
        let ticket = draftRequests.next()
        api.fetchDrafts(userID: userID) { [weak self] result in
            self?.didLoadDrafts(result, ticket: ticket)
        }
    }

    /// Shows the answer unless an answer to a later request was shown already (docs/SCENE.md, "Answers out of order").
    private func didLoadDrafts(_ result: Result<[Draft], APIError>, ticket: Int) {
        guard draftRequests.admit(ticket) else { return }
        switch result {
        case .success(let drafts):
            self.drafts = drafts
            view?.showDrafts()
        case .failure(let error):
            view?.showDraftsError(ProfileText.sectionError(.drafts, error))
        }
    }
}

// MARK: - ComposeDraftPresenterOutput

extension DraftListPresenter: ComposeDraftPresenterOutput {
    /// The server's new draft goes first, with no refetch; answers to drafts requests sent before it are older.
    func composeDraftDidCreate(_ draft: Draft) {
        drafts.insert(draft, at: 0)
        draftRequests.admitOwnChange()
        view?.showDrafts()
        navigator?.closeComposeDraft()
    }

    func composeDraftDidCancel() {
        navigator?.closeComposeDraft()
    }
}
