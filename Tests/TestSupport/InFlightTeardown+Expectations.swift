// Shared test helper: the rig's in-flight teardown as one Swift Testing expectation, for a pattern's own objects.
// Holds nothing once it returns; the caller says which objects of the scene to track.
import ProfileKit
import SceneRig
import Testing

extension InFlightTeardown {
    /// Runs the rig's session on `composer`'s scene with the profile on top, letting `trackScene` register the scene's
    /// objects (it gets the view controller on top) beside the navigation controller. Expects every step's element
    /// found, a like and three loads in flight at teardown, every tracked object freed while they are still in flight,
    /// and no toast from the late answers.
    public static func expectEveryObjectFreed(
        composer: any ProfileSceneComposer.Type,
        trackingSceneWith trackScene: (ViewController?, LeakTracker) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectNoLeaks { tracker in
            let outcome = try run(composer: composer) { driver in
                try trackScene(driver.topViewController, tracker)
                tracker.track(driver.navigationController, as: "NavigationController", sourceLocation: sourceLocation)
                return tracker.census
            }

            #expect(outcome.missingElement == nil, "Expected every element of the session on screen, \(outcome.missingElement.map(\.description) ?? "")",
                    sourceLocation: sourceLocation)
            #expect(outcome.requestsInFlight == 4, "Expected a like and three loads in flight, found \(outcome.requestsInFlight)",
                    sourceLocation: sourceLocation)
            #expect(outcome.survivorsWhileInFlight.isEmpty,
                    "Expected everything released while its requests are in flight, found \(outcome.survivorsWhileInFlight)",
                    sourceLocation: sourceLocation)
            #expect(outcome.toastsFromLateAnswers == 0, "Expected no toast from a late answer", sourceLocation: sourceLocation)
        }
    }
}
