// The compose-draft screen's presenter: sends the draft and reports it to its output. Owns whether a save is in flight;
// references its passive view and its output (the drafts list's presenter) weakly.
import ProfileKit

/// Saves the title the view hands over and tells its output how it ended; the output decides when the screen closes.
@MainActor
final class ComposeDraftPresenter {
    /// The compose view controller, which owns this presenter.
    weak var view: (any ComposeDraftView)?
    private weak var output: (any ComposeDraftPresenterOutput)?
    private let api: any ProfileAPI
    private var isSaving = false

    init(api: any ProfileAPI, output: any ComposeDraftPresenterOutput) {
        self.api = api
        self.output = output
    }

    // MARK: Events

    /// Sends `title` as typed, unless a save is in flight.
    func didTapSave(title: String) {
        guard !isSaving else { return }
        isSaving = true
        view?.showSaving()
        api.createDraft(title: title) { [weak self] result in
            self?.didSave(result)
        }
    }

    func didTapCancel() {
        output?.composeDraftDidCancel()
    }

    // MARK: Answers

    private func didSave(_ result: Result<Draft, APIError>) {
        isSaving = false
        switch result {
        case .success(let draft):
            output?.composeDraftDidCreate(draft)
        case .failure(let error):
            view?.showError(error.message)
        }
    }
}
