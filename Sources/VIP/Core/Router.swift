// Article 000's Router: navigates by identifier, making the next module through the Binder at the moment it routes.
// Owns the Binder (router → binder); references its presenter weakly (router ⇢ presenter), who owns it.
import ProfileKit

/// Where a route goes, and the identifier of the module it shows there. The article has a fourth, `root`, its app
/// delegate's route to the window's root view controller; a scene is handed to its caller instead, so the composer
/// obtains its root module from the Binder itself, as the article's `RouteType.view` does.
enum RouteType {
    /// Pushed on the navigation stack the presenter's view is on.
    case push(identifier: String)
    /// Presented modally over the presenter's view.
    case modal(identifier: String)
    /// Embedded in the presenter's view as a child (the profile's sections). Not in the article, whose screens are
    /// whole: a container of modules needs it.
    case embed(identifier: String)
    /// The presenter's view goes away: dismissed if it was presented, popped if it was pushed.
    case back

    var identifier: String? {
        switch self {
        case .push(let identifier), .modal(let identifier), .embed(let identifier): identifier
        case .back: nil
        }
    }
}

/// Routes from its presenter's view: each route but `back` obtains a new module from the Binder by identifier, hands
/// it `userInfo` (`show(route:userInfo:)`) and puts it on screen.
@MainActor
final class Router {
    /// Weak: the presenter owns this router. (Article 000 holds it strongly — a presenter ⇄ router cycle.)
    private(set) weak var presenter: Presenter?

    /// The scene's registry: every module this router routes to is made there.
    let binder: Binder

    init(presenter: Presenter, binder: Binder) {
        self.presenter = presenter
        self.binder = binder
    }

    /// Routes, and returns the module's view it showed (nil for `back`). A route to an identifier nothing is
    /// registered under stops: the registry is the program's, not the user's. A push while a screen covers the
    /// presenter's view makes and shows nothing, and returns nil: a second tap lands while the first one's screen comes
    /// in.
    @discardableResult
    func route(type: RouteType, userInfo: Any?) -> View? {
        if case .push = type, presenter?.view?.isOnTop != true { return nil }
        var next: View?
        if let identifier = type.identifier {
            guard let view = binder.obtainView(identifier: identifier) else {
                preconditionFailure("No Unity registered under \"\(identifier)\": see BinderHelper.initBinder(_:)")
            }
            view.show(route: self, userInfo: userInfo)
            next = view
        }
        let from = presenter?.view
        switch type {
        case .push: if let next { from?.navigationController?.pushViewController(next) }
        case .modal: if let next { from?.present(next) }
        case .embed: if let next { from?.embed(next) }
        case .back:
            guard let from else { break }
            if from.presentingViewController != nil {
                from.dismiss()
            } else {
                from.navigationController?.popViewController()
            }
        }
        return next
    }

    /// Pushes a screen that is no module — the shared draft detail, which has no behaviour to bind — so it has no
    /// identifier and nothing to obtain. Not while a screen covers the presenter's view, as `route(type:userInfo:)`.
    func push(_ screen: ViewController) {
        guard presenter?.view?.isOnTop == true else { return }
        presenter?.view?.navigationController?.pushViewController(screen)
    }
}
