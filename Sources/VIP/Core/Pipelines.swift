// The three pipes of article 000's one-way cycle, and the marker protocols of what flows through them. Protocols
// only; owns nothing.

/// View → Interactor: the view asks its interactor for something (a load, a like, a selection).
@MainActor
protocol ViewToInteractorPipeline: AnyObject {
    func refresh(request: any Request)
}

/// Interactor → Presenter: the interactor hands over raw results — entities, errors, decisions — to format.
@MainActor
protocol InteractorToPresenterPipeline: AnyObject {
    func present(response: any Response)
}

/// Presenter → View: the presenter hands the view what to show, formatted.
@MainActor
protocol PresenterToViewPipeline: AnyObject {
    func display(viewModel: any ViewModel)
}

/// What a view asks of its interactor. Each module has its own (`BlogListRequest`), as the article's `OneRequest`.
protocol Request {}

/// What an interactor hands its presenter. Each module has its own (`BlogListResponse`).
protocol Response {}

/// What a presenter hands its view. Each module has its own (`BlogListViewModel`).
protocol ViewModel {}

/// The pipes carry the three marker protocols, so each role reads its module's own type back: the article writes
/// `request as! OneRequest`. Here a module whose triple was registered with a stranger's types stops at once, naming
/// both, instead of crashing at an anonymous forced cast. Generic, so the value is cast from the pipe's own existential:
/// an `Any` parameter would box a large payload a second time on every hop.
@inline(__always)
func expect<Value, Expected>(_ value: Value, as expected: Expected.Type, in receiver: AnyObject) -> Expected {
    guard let typed = value as? Expected else {
        preconditionFailure("\(type(of: receiver)) expected a \(Expected.self), got a \(type(of: value)): "
                            + "check the Unity registered for this module (BinderHelper)")
    }
    return typed
}
