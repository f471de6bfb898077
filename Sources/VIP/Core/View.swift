// The abstract View of article 000: a view controller that owns its interactor (view → interactor, strong, from its
// required initialiser) and hears its presenter through `display(viewModel:)`. Subclassed once per module.
import ProfileKit

/// The V of a module: shows what its presenter displays, and sends every user event to its interactor.
///
/// A `View` is a view controller (article 000: "it is in fact the UIViewController"). The name is the article's own,
/// `class View: ViewController, PresenterToViewPipline`, kept because it is the lesson. Inside VIP it shadows the
/// kit's `View` (the headless UIView), which VIP's code therefore writes `ProfileKit.View`. Its initialiser is `required`
/// because the `Binder` makes it from its type alone (`unity.viewType.init(interactor:)`); a subclass adds no other
/// initialiser. It never holds its presenter: the cycle runs one way, view → interactor → presenter → view.
@MainActor
class View: ViewController, PresenterToViewPipeline {
    /// The module's one strong entry: the view keeps the interactor, which keeps the presenter.
    final let interactor: Interactor

    required init(interactor: Interactor) {
        self.interactor = interactor
        super.init()
    }

    /// Abstract: each module's view shows its own `ViewModel`.
    func display(viewModel: any ViewModel) {
        preconditionFailure("\(type(of: self)) must override display(viewModel:)")
    }

    /// The router is about to show this view, with `userInfo` from the module that routes here (the blog to show,
    /// the output to hand a result to). Called before the view loads. The article makes it abstract; a module that
    /// takes nothing keeps this default.
    func show(route: Router, userInfo: Any?) {}
}
