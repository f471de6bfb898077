// Interactor of the ComposeDraft module: creates the draft on the server. Owns the API strongly (interactor → API);
// references its presenter weakly (⇢ output).
import ProfileKit

/// Sends a new draft and reports how it ended; keeps nothing.
@MainActor
final class ComposeDraftInteractor {
    /// Set by `ComposeDraftAssembly` once the presenter exists; weak because the presenter owns this interactor.
    weak var output: (any ComposeDraftInteractorOutput)?

    private let api: any ProfileAPI

    init(api: any ProfileAPI) {
        self.api = api
    }
}

// MARK: - ComposeDraftInteractorInput

extension ComposeDraftInteractor: ComposeDraftInteractorInput {
    func createDraft(title: String) {
        // Weak: an answer arriving after the module is gone (cancelled, torn down) finds nobody and does nothing.
        api.createDraft(title: title) { [weak self] result in
            switch result {
            case .success(let draft): self?.output?.didCreateDraft(draft)
            case .failure(let error): self?.output?.didFailToCreateDraft(error)
            }
        }
    }
}
