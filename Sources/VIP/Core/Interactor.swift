// The abstract Interactor of article 000: owns its presenter (interactor → presenter, strong, from its required
// initialiser) and what the Binder's services give it. Subclassed once per module.

/// The I of a module: answers the view's requests — data, business rules — and hands raw results to the presenter.
///
/// Its initialiser is `required` because the `Binder` makes it from its type alone
/// (`unity.interactorType.init(presenter:services:)`). The article's takes only the presenter and lets each interactor
/// make its own network provider; here the scene's API comes in through `services`, so a test can hand it a mock.
@MainActor
class Interactor: ViewToInteractorPipeline {
    final let presenter: Presenter

    required init(presenter: Presenter, services: ModuleServices) {
        self.presenter = presenter
    }

    /// Abstract: each module's interactor reads its own `Request`.
    func refresh(request: any Request) {
        preconditionFailure("\(type(of: self)) must override refresh(request:)")
    }
}
