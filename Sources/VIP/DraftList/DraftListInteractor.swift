// Interactor of the DraftList module: the drafts, their answers' order, and the compose module's output. Owns its
// presenter (the base class's), the API and the drafts; the API's completions and a compose module reference it weakly.
import ProfileKit

/// Loads the drafts and keeps the last admitted list; hands each admitted answer to the presenter. A new draft comes
/// back here from the ComposeDraft module, to which it gives itself as the route's output.
@MainActor
final class DraftListInteractor: Interactor {
    private let api: any ProfileAPI
    private let userID: Int
    private var drafts = IdentifiedArray<Draft>()
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var draftRequests = RequestSequence()

    required init(presenter: Presenter, services: ModuleServices) {
        api = services.api
        userID = services.userID
        super.init(presenter: presenter, services: services)
    }

    override func refresh(request: any Request) {
        switch expect(request, as: DraftListRequest.self, in: self) {
        case .load:
            let ticket = draftRequests.next()
            // Weak: an answer arriving after the module is gone finds nobody and does nothing.
            api.fetchDrafts(userID: userID) { [weak self] in self?.didFetchDrafts($0, ticket: ticket) }
        case .select(let draftID):
            if let row = drafts.index(id: draftID) { presenter.present(response: DraftListResponse.selected(drafts[row])) }
        case .newDraft:
            presenter.present(response: DraftListResponse.composeDraft(output: self))
        }
    }

    private func didFetchDrafts(_ result: Result<[Draft], APIError>, ticket: Int) {
        guard draftRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            drafts = IdentifiedArray(fresh)
            presenter.present(response: DraftListResponse.drafts(fresh))
        case .failure(let error):
            presenter.present(response: DraftListResponse.failure(error))
        }
    }
}

// MARK: - ComposeDraftOutput

extension DraftListInteractor: ComposeDraftOutput {
    /// The server's new draft goes first, with no refetch; answers to drafts requests sent before it are older.
    func composeDraft(didCreate draft: Draft) {
        drafts = IdentifiedArray([draft] + drafts.elements)
        draftRequests.admitOwnChange()
        presenter.present(response: DraftListResponse.drafts(drafts.elements))
    }
}
