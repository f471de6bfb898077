// Interactor of the ComposeDraft module: creates the draft on the server, once at a time, and hands it to the output.
// Owns its presenter (the base class's) and the API; references the output (the drafts section) weakly.
import ProfileKit

/// Saves the title, refusing a second Save while one is in flight; on success hands the draft to the output the route
/// brought, then tells the presenter, which closes the module.
@MainActor
final class ComposeDraftInteractor: Interactor {
    private let api: any ProfileAPI
    /// Weak: it outlives this module and holds nothing of it.
    private weak var output: (any ComposeDraftOutput)?
    private var isSaving = false

    required init(presenter: Presenter, services: ModuleServices) {
        api = services.api
        super.init(presenter: presenter, services: services)
    }

    override func refresh(request: any Request) {
        switch expect(request, as: ComposeDraftRequest.self, in: self) {
        case .open(let output):
            self.output = output
        case .save(let title):
            guard !isSaving else { return }
            isSaving = true
            presenter.present(response: ComposeDraftResponse.saving)
            // Weak: an answer arriving after the module is gone (cancelled, torn down) finds nobody and does nothing.
            api.createDraft(title: title) { [weak self] in self?.didCreateDraft($0) }
        case .cancel:
            presenter.present(response: ComposeDraftResponse.cancelled)
        }
    }

    private func didCreateDraft(_ result: Result<Draft, APIError>) {
        isSaving = false
        switch result {
        case .success(let draft):
            output?.composeDraft(didCreate: draft)
            presenter.present(response: ComposeDraftResponse.created)
        case .failure(let error):
            presenter.present(response: ComposeDraftResponse.failure(error))
        }
    }
}
