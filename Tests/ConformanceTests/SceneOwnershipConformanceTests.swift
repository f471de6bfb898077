// The ownership conformance test: who keeps whom alive, the same specification for every scene under test — each
// subject of the rig's catalog, and each change request made in it — each case one of the rig's scene checks
// (Benchmarks/SceneRig/Checks) through TestSupport's expectations. A pattern's own target keeps only what is particular
// to its roles. Holds nothing: each check owns its scene until it returns.
import SceneRig
import TestSupport
import Testing

@Suite struct SceneOwnershipConformanceTests {
    /// Fails if a back-reference, a binding or a completion held its target strongly: the scene, or the detail, compose
    /// or sort screen on top of it, would outlive its teardown or come back with a late answer.
    @Test(arguments: Self.scenes(with: InFlightTeardown.TopScreen.cases(in:)))
    @MainActor func teardown_withRequestsInFlight_freesTheSceneAndItsLateAnswersFindNobody(
        scene: SceneUnderTest, top: InFlightTeardown.TopScreen
    ) {
        InFlightTeardown.expectSceneFreed(scene, top: top)
    }

    /// Fails if the scene (a list, a store, a shared model, a worker) kept the detail, compose or sort module it opened.
    @Test(arguments: Self.scenes(with: ScreenLifetimeCheck.Screen.cases(in:)))
    @MainActor func closingAScreen_freesItsModuleWhileTheSceneLives(
        scene: SceneUnderTest, screen: ScreenLifetimeCheck.Screen
    ) {
        ScreenLifetimeCheck.expectModuleFreed(afterClosing: screen, in: scene)
    }

    /// Fails if each screen opened and closed left an object or an observer's closure behind in the scene.
    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func openingAndClosingScreens_addsNothingToTheScene(scene: SceneUnderTest) {
        ScreenLifetimeCheck.expectNoGrowth(scene)
    }

    /// Fails if a strong link were weak: nothing but the navigation stack holds the scene once its composer returns.
    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func scene_staysAliveAndAnswersWhileShown(scene: SceneUnderTest) {
        StaysAliveCheck.expectStaysAlive(scene)
    }

    /// Fails if a router, navigator or view controller kept the navigation controller it pushed on (or presented from).
    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func scene_doesNotKeepItsNavigationControllerAlive(scene: SceneUnderTest) throws {
        try NavigationLifetime.expectNavigationControllerFreed(scene)
    }

    /// Every scene under test with each screen it has: those of every scene, and those its change adds.
    private static func scenes<Screen>(with screens: (ChangeRequest?) -> [Screen]) -> [(SceneUnderTest, Screen)] {
        SceneUnderTest.underTest.flatMap { scene in screens(scene.change).map { (scene, $0) } }
    }
}
