// Shared test helper: the rig's navigation-lifetime check as one Swift Testing expectation. Owns the scene it builds
// until it returns.
import ProfileKit
import SceneRig
import Testing

extension NavigationLifetime {
    /// Builds `composer`'s scene on an answering API, pushes it on a navigation controller, opens and pops a blog's
    /// and a draft's detail, and expects the navigation controller freed once let go while the scene lives on.
    @MainActor
    public static func expectNavigationControllerFreed(
        composer: any ProfileSceneComposer.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let api = MockProfileAPI(scheduling: .immediate)
        let root = composer.makeScene(api: api, userID: api.serverUser.id)

        let outcome = try check(sceneAt: root)

        #expect(outcome.detailsOpened == 2, "Expected a blog's and a draft's detail pushed and popped, found \(outcome.detailsOpened)",
                sourceLocation: sourceLocation)
        #expect(outcome.navigationControllerIsFreed, "Expected the navigation controller freed while the scene lives on",
                sourceLocation: sourceLocation)
        withExtendedLifetime(root) {}
    }
}
