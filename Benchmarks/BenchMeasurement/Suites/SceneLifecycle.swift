// SceneLifecycle: one scene from nothing back to nothing — build, push, first render (three fetches answered
// inline), teardown — over which exact ARC counts must balance. Owns the scene and its API until it returns.
import ProfileKit
import SceneRig

/// A whole scene lifecycle: everything it creates is freed before ``run(_:)`` returns.
@MainActor
enum SceneLifecycle {
    /// The worker's case id for the lifecycle of `subject`: `lifecycle/<subject>`.
    static func caseID(_ subject: SceneSubject) -> String { "\(idPrefix)\(subject)" }

    /// The subject a `lifecycle/<subject>` id names; nil for any other id.
    static func subject(caseID: String) -> SceneSubject? {
        guard caseID.hasPrefix(idPrefix) else { return nil }
        return SceneSubject(String(caseID.dropFirst(idPrefix.count)))
    }

    private static let idPrefix = "lifecycle/"

    /// Builds, renders and tears down one scene of `subject` on its own API; all of it is released on return.
    @inline(never)
    static func run(_ subject: SceneSubject) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
        let window = Window(), navigator = NavigationController()
        navigator.pushViewController(subject.composer.makeScene(api: api, userID: api.serverUser.id))
        window.makeKeyAndVisible(navigator)
        window.tearDown()
    }
}
