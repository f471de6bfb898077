// The VIPER contracts of the `UserInfo` module (the header section): who may say what to whom. Protocols only;
// each says who holds its conformer strongly (→) or weakly (⇢). Owns nothing. No router: the header goes nowhere.
import ProfileKit

/// What the presenter tells the view to show (presenter ⇢ view, weak). Display models and strings only.
@MainActor
protocol UserInfoViewInput: AnyObject {
    func showUser(_ user: UserDisplayModel)
    func showUserError(_ message: String)
    /// The blogs' likes total, on the header's likes line.
    func showLikesTotal(_ total: Int)
}

/// What the view reports to its presenter (view → presenter, strong). The header has no user events: the view
/// holds its presenter only so that the module lives exactly as long as its view controller.
@MainActor
protocol UserInfoViewOutput: AnyObject {}

/// The use case the presenter asks for (presenter → interactor, strong).
@MainActor
protocol UserInfoInteractorInput: AnyObject {
    func loadUser()
}

/// What the interactor reports (interactor ⇢ presenter, weak): admitted answers, as entities, and the blogs' likes
/// total, as the blogs data manager reports it.
@MainActor
protocol UserInfoInteractorOutput: AnyObject {
    func didLoadUser(_ user: User)
    func didFailToLoadUser(_ error: APIError)
    func didChangeLikesTotal(_ total: Int)
}

/// What another module may ask of this one (container presenter ⇢ this presenter, weak).
@MainActor
protocol UserInfoModuleInput: AnyObject {
    func loadUser()
}
