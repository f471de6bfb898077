// The VIPER contracts of the container module `Profile`: who may say what to whom. Protocols only; each says who
// holds its conformer strongly (→) or weakly (⇢). Owns nothing.

// The container has a View and a Presenter only: it shows nothing the presenter decides (no `ProfileViewInput`),
// runs no use case (no interactor) and goes nowhere (no router). Its presenter talks to the section modules
// through their module inputs (`UserInfoModuleInput`, `BlogListModuleInput`, `DraftListModuleInput`).

/// What the container view reports (view → presenter, strong): its load and the refresh button.
@MainActor
protocol ProfileViewOutput: AnyObject {
    /// The container has embedded its sections: they may load now.
    func didLoadView()
    func didTapRefresh()
}
