// Composition root of the VIPER scene: the module's only public type. Builds the scene through ProfileAssembly and
// keeps nothing; the returned container view controller owns every module.
import ProfileKit

/// Builds the profile scene as VIPER modules: a container module and one embedded module per section.
///
/// VIPER splits each module into roles behind protocols (`<Module>Contracts.swift`): a passive View (a view
/// controller), a Presenter that formats and decides, an Interactor that holds the use cases, a Router where the
/// module navigates, and the Entities from ProfileKit. The blogs and the like's rules are a data manager's, behind
/// the BlogList and BlogDetail interactors, so both screens follow one copy. The profile screen is four modules:
/// `Profile` (container: view and presenter), `UserInfo` (no router: it does not navigate), `BlogList` and
/// `DraftList`. The container presenter tells the sections to load through their module inputs.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(VIPER.ProfileComposer.makeScene(api: api, userID: 42))
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What VIPER teaches here and where its seams are.
    public static let summary = """
        VIPER: one module per section inside a container module. In each: View → Presenter → Interactor, \
        Presenter → Router; back-references weak (presenter ⇢ view, interactor ⇢ presenter, router ⇢ view \
        controller, container presenter ⇢ section module inputs). The blogs live in a BlogsDataManager the BlogList \
        and BlogDetail interactors share (handed to presenters as values to format); the BlogList router assembles \
        the BlogDetail module and configures it through its module input; the DraftList router presents ComposeDraft \
        with the DraftList presenter as its module output. Seams: every role behind a contract, so each is tested \
        alone against spies. Cost: a presenter and an interactor per section module and a router where it \
        navigates, each wired by ProfileAssembly with its weak links back, and a display model per row.
        """

    /// Assembles the scene; the returned container view controller owns it. It navigates through its view
    /// controllers' `navigationController` once pushed.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        ProfileAssembly.makeModule(api: api, userID: userID)
    }
}
