// Shared test helper: the rig's in-flight teardown as one Swift Testing expectation over a scene's whole census.
// Holds nothing once it returns.
import ProfileKit
import SceneRig
import Testing

extension InFlightTeardown {
    /// Runs the rig's session on `scene` with `top` on top, tracking every object the scene's window reaches (the window
    /// left out: the driver keeps it until the session returns). Expects every step's element found, a like and three
    /// loads in flight at teardown (and the top screen's own request, and with the unlike an unlike), nothing of the
    /// scene alive while they are still in flight nor once their late answers came, and no toast from those answers.
    @MainActor
    public static func expectSceneFreed(
        _ scene: SceneUnderTest, top: TopScreen, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcome = run(composer: scene.composer, top: top, change: scene.change) { driver in
            let window = driver.window
            return driver.census().filter { $0 !== window }
        }
        let expectedInFlight = requestsInFlight(top: top, change: scene.change)

        #expect(outcome.missingElement == nil,
                "Expected every element of the session on screen, \(outcome.missingElement.map(\.description) ?? "")",
                sourceLocation: sourceLocation)
        #expect(outcome.tracked.objectCount > 0, "Expected the scene's objects tracked before teardown",
                sourceLocation: sourceLocation)
        #expect(outcome.requestsInFlight == expectedInFlight,
                "Expected \(expectedInFlight) requests in flight at teardown, found \(outcome.requestsInFlight)",
                sourceLocation: sourceLocation)
        #expect(outcome.survivorsWhileInFlight.isEmpty,
                "Expected the scene freed while its requests are in flight, found alive \(outcome.survivorsWhileInFlight)",
                sourceLocation: sourceLocation)
        #expect(outcome.tracked.survivorNames.isEmpty,
                "Expected the late answers to bring nothing back, found alive \(outcome.tracked.survivorNames)",
                sourceLocation: sourceLocation)
        #expect(outcome.toastsFromLateAnswers == 0,
                "Expected no toast from a late answer, found \(outcome.toastsFromLateAnswers)", sourceLocation: sourceLocation)
    }
}
