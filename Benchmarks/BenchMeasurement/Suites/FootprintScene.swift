// FootprintScene: one scene built and rendered so what it keeps can be counted, and its reachable objects counted.
// Owns the scene it renders only until its caller tears the window down.
import LeakProbe
import ProfileKit
import SceneRig

/// Builds and renders one scene so its footprint can be counted; the caller brackets `render` with counters.
@MainActor
enum FootprintScene {
    /// Renders a scene of `subject` on `api` and returns its window (which owns it) and its reachable object count.
    static func render(_ subject: SceneSubject, api: MockProfileAPI) -> Window {
        let window = Window(), navigator = NavigationController()
        navigator.pushViewController(subject.composer.makeScene(api: api, userID: api.serverUser.id))
        window.makeKeyAndVisible(navigator)
        return window
    }

    /// Class instances reachable from a rendered scene's window, the shared API excluded.
    static func reachableObjects(_ subject: SceneSubject, fixture: ProfileFixture) -> Int {
        let api = MockProfileAPI(fixture: fixture, scheduling: .immediate)
        let window = render(subject, api: api)
        defer { window.tearDown() }
        return LeakProbe.census(roots: [window], excluding: [api]).objectCount
    }
}
