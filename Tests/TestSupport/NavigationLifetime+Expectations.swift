// Shared test helper: the rig's navigation-lifetime check as one Swift Testing expectation. Owns the scene it builds
// until it returns.
import ProfileKit
import SceneRig
import Testing

extension NavigationLifetime {
    /// Builds `scene` on an answering API, pushes it on a navigation controller, opens and pops a blog's and a draft's
    /// detail (and where the sort picker is made, presents the sort screen and cancels it), and expects the navigation
    /// controller freed once let go while the scene lives on.
    @MainActor
    public static func expectNavigationControllerFreed(
        _ scene: SceneUnderTest, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let api = MockProfileAPI(scheduling: .immediate)
        let root = scene.composer.makeScene(api: api, userID: api.serverUser.id)
        let opensSortScreen = scene.change == .sortPicker

        let outcome = try check(sceneAt: root, opensSortScreen: opensSortScreen)

        #expect(outcome.detailsOpened == 2, "Expected a blog's and a draft's detail pushed and popped, found \(outcome.detailsOpened)",
                sourceLocation: sourceLocation)
        let sortScreen = opensSortScreen ? "the sort screen presented and closed" : "no sort screen"
        #expect(outcome.sortScreensOpened == (opensSortScreen ? 1 : 0),
                "Expected \(sortScreen), found \(outcome.sortScreensOpened)", sourceLocation: sourceLocation)
        #expect(outcome.navigationControllerIsFreed, "Expected the navigation controller freed while the scene lives on",
                sourceLocation: sourceLocation)
        withExtendedLifetime(root) {}
    }
}
