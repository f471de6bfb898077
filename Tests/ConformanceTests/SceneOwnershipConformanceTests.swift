// The ownership conformance test: who keeps whom alive, the same specification for every subject of the rig's catalog,
// each case one of the rig's scene checks (Benchmarks/SceneRig/Checks) through TestSupport's expectations. A pattern's
// own target keeps only what is particular to its roles. Holds nothing: each check owns its scene until it returns.
import SceneRig
import TestSupport
import Testing

@Suite struct SceneOwnershipConformanceTests {
    /// Fails if a back-reference, a binding or a completion held its target strongly: the scene, or the detail or
    /// compose screen on top of it, would outlive its teardown or come back with a late answer.
    @Test(arguments: SceneSubject.underTest, InFlightTeardown.TopScreen.allCases)
    @MainActor func teardown_withRequestsInFlight_freesTheSceneAndItsLateAnswersFindNobody(
        subject: SceneSubject, top: InFlightTeardown.TopScreen
    ) {
        InFlightTeardown.expectSceneFreed(composer: subject.composer, top: top)
    }

    /// Fails if the scene (a list, a store, a shared model, a worker) kept the detail or compose module it opened.
    @Test(arguments: SceneSubject.underTest, ScreenLifetimeCheck.Screen.allCases)
    @MainActor func closingAScreen_freesItsModuleWhileTheSceneLives(
        subject: SceneSubject, screen: ScreenLifetimeCheck.Screen
    ) {
        ScreenLifetimeCheck.expectModuleFreed(afterClosing: screen, composer: subject.composer)
    }

    /// Fails if each screen opened and closed left an object or an observer's closure behind in the scene.
    @Test(arguments: SceneSubject.underTest)
    @MainActor func openingAndClosingScreens_addsNothingToTheScene(subject: SceneSubject) {
        ScreenLifetimeCheck.expectNoGrowth(composer: subject.composer)
    }

    /// Fails if a strong link were weak: nothing but the navigation stack holds the scene once its composer returns.
    @Test(arguments: SceneSubject.underTest)
    @MainActor func scene_staysAliveAndAnswersWhileShown(subject: SceneSubject) {
        StaysAliveCheck.expectStaysAlive(composer: subject.composer)
    }

    /// Fails if a router, navigator or view controller kept the navigation controller it pushed on.
    @Test(arguments: SceneSubject.underTest)
    @MainActor func scene_doesNotKeepItsNavigationControllerAlive(subject: SceneSubject) throws {
        try NavigationLifetime.expectNavigationControllerFreed(composer: subject.composer)
    }
}
