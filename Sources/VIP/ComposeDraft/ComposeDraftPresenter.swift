// Presenter of the ComposeDraft module: shows saving and errors, and closes the module through its router. Owns its
// router (the base class's); references its view weakly.
import ProfileKit

/// Formats the interactor's outcome; a created draft or a cancel routes `back`, which dismisses the presented module.
@MainActor
final class ComposeDraftPresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: ComposeDraftResponse.self, in: self) {
        case .saving: view?.display(viewModel: ComposeDraftViewModel.saving)
        case .failure(let error): view?.display(viewModel: ComposeDraftViewModel.error(error.message))
        case .created, .cancelled: router.route(type: .back, userInfo: nil)
        }
    }
}
