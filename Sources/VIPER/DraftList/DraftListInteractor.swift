// Interactor of the DraftList module: the drafts' entities. Owns the API strongly (interactor → API), the drafts
// and the request sequence; references its presenter weakly (interactor ⇢ output).
import ProfileKit

/// Loads the drafts, keeps the last admitted list, and reports each admitted answer.
@MainActor
final class DraftListInteractor {
    /// Set by `ProfileAssembly` once the presenter exists; weak because the presenter owns this interactor.
    weak var output: (any DraftListInteractorOutput)?

    private let api: any ProfileAPI
    private let userID: Int
    private var drafts = IdentifiedArray<Draft>()
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var draftRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    private func didFetchDrafts(_ result: Result<[Draft], APIError>, ticket: Int) {
        guard draftRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            drafts = IdentifiedArray(fresh)
            output?.didLoadDrafts(fresh)
        case .failure(let error):
            output?.didFailToLoadDrafts(error)
        }
    }
}

// MARK: - DraftListInteractorInput

extension DraftListInteractor: DraftListInteractorInput {
    func loadDrafts() {
        let ticket = draftRequests.next()
        // Weak: an answer arriving after the module is gone finds nobody and does nothing.
        api.fetchDrafts(userID: userID) { [weak self] in self?.didFetchDrafts($0, ticket: ticket) }
    }

    func draft(id: Int) -> Draft? {
        drafts.index(id: id).map { drafts[$0] }
    }

    /// Answers to drafts requests sent before the draft existed are older: they are no longer admitted.
    func insertCreatedDraft(_ draft: Draft) {
        drafts = IdentifiedArray([draft] + drafts.elements)
        draftRequests.admitOwnChange()
        output?.didLoadDrafts(drafts.elements)
    }
}
