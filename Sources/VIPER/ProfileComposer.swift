// Composition root of the VIPER scene: the module's only public type. Builds the module through
// ProfileAssembly and keeps nothing; it never holds the navigator (the router reaches it through the screen).
import ProfileKit

/// Builds the profile scene as a VIPER module.
///
/// VIPER splits the screen into five roles behind protocols (`ProfileContracts.swift`): a passive View, a
/// Presenter that formats and decides, an Interactor holding the use cases (loading, the like rules), a
/// Router for navigation and the Entities from ProfileKit. Each seam is a protocol, so each role is tested
/// alone against spies of its neighbours. The price is wiring: four objects and three weak back-references
/// per screen, all set in `ProfileAssembly`.
///
/// ```swift
/// let navigator = NavigationController()
/// let scene = VIPER.ProfileComposer.makeScene(api: api, userID: 42, navigator: navigator)
/// navigator.pushViewController(scene)
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What VIPER teaches here and where its seams are.
    public static let summary = """
        VIPER: View → Presenter → Interactor → API, Presenter → Router; every back-reference weak \
        (presenter ⇢ view, interactor ⇢ presenter, router ⇢ view controller). Seams: five contracts in one file, \
        so the interactor is tested with a spy output and the presenter with spy view, interactor and router. \
        Cost: four objects and three weak links wired per screen by ProfileAssembly.
        """

    /// Assembles the module; the returned view controller owns it. `navigator` is not kept: the router
    /// pushes through the screen's own `navigationController`.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        ProfileAssembly.makeModule(api: api, userID: userID)
    }
}
