// Shared test scenario: a scene torn down while a like and a refresh are in flight, after its routers have reached the
// navigation controller. Holds nothing once it returns; the caller says which objects of the scene to track.
import ProfileKit
import SceneRig
import Testing

/// The check that no back-reference or completion keeps a scene alive, and that answers arriving after teardown find
/// nobody.
@MainActor
public enum InFlightTeardown {
    /// Launches `composer`'s scene on a queued API and lets `trackScene` register the scene's objects (it gets the
    /// container on top). Then opens and closes a blog's and a draft's detail, taps like and refresh, tears the scene
    /// down, and expects every tracked object and the navigation controller freed, and no toast from the late answers.
    public static func expectEveryObjectFreed(
        composer: any ProfileSceneComposer.Type,
        trackingSceneWith trackScene: (ViewController?, LeakTracker) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectNoLeaks { tracker in
            let driver = SceneDriver(composer: composer, api: MockProfileAPI(scheduling: .queued))
            try trackScene(driver.topViewController, tracker)
            tracker.track(driver.navigationController, as: "NavigationController", sourceLocation: sourceLocation)
            driver.deliverAllResponses()
            try driver.selectBlog(row: 1)   // routers reach the navigation controller, and must not keep it
            driver.tapBack()
            try driver.selectDraft(row: 0)
            driver.tapBack()
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()
            #expect(driver.api.pendingResponseCount == 4, "Expected a like and three loads in flight",
                    sourceLocation: sourceLocation)

            driver.tearDown()
            #expect(tracker.survivors.isEmpty,
                    "Expected everything released while its requests are in flight, found \(tracker.survivors)",
                    sourceLocation: sourceLocation)

            driver.deliverAllResponses()
            #expect(driver.window.toastCount == 0, "Expected no toast from a late answer", sourceLocation: sourceLocation)
        }
    }
}
