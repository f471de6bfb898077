// The ownership diagram of a scene as `bench graph` and the docs draw it: built on the standard fixture with an API
// that answers at once, pushed in a window, rendered, read from its live objects. Owns the scene until it returns.
import LeakProbe
import ProfileKit
import SceneRig

extension OwnershipDiagram {
    /// The ownership diagram of `composer`'s scene, rendered on the standard fixture; the graph is read from the
    /// scene's root view controller down, with the API, the navigation controller and the window as boundaries
    /// (drawn, not looked into).
    @MainActor
    package static func scene(_ composer: any ProfileSceneComposer.Type) -> OwnershipDiagram {
        let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
        let window = Window(), navigator = NavigationController()
        let root = composer.makeScene(api: api, userID: api.serverUser.id)
        navigator.pushViewController(root)
        window.makeKeyAndVisible(navigator)
        defer { window.tearDown() }
        return OwnershipDiagram(ObjectGraph(root: root, boundaries: [api, navigator, window]))
    }
}
