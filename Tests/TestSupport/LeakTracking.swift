// Shared test helper: the Swift Testing form of XCTest's `addTeardownBlock { [weak x] in XCTAssertNil(x) }`, over the
// leak probe's census tracked by hand. Holds every tracked object weakly.
import LeakProbe
import Testing

/// Collects weak references during a test body and expects each one to be nil once the body has returned.
///
/// ```swift
/// @Test @MainActor func scene_isReleasedAfterTeardown() {
///     expectNoLeaks { tracker in
///         let driver = SceneDriver.launch(.mvp)
///         tracker.track(driver.topViewController, as: "ProfileViewController")
///         driver.tearDown()
///     }
/// }
/// ```
@MainActor
public final class LeakTracker {
    /// What is tracked so far, by role, held weakly.
    private var census = ObjectCensus()
    /// Where each entry of `census` was tracked, in the same order.
    private var sourceLocations: [SourceLocation] = []

    /// Tracks `object` (nil is recorded as a failure: the role was expected to exist).
    public func track(_ object: AnyObject?, as role: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let object else {
            Issue.record("Expected a \(role) to track, found nil", sourceLocation: sourceLocation)
            return
        }
        census.track(object, as: role)
        sourceLocations.append(sourceLocation)
    }

    /// The roles still alive right now.
    public var survivors: [String] { census.survivorNames }

    fileprivate func expectAllReleased() {
        for (entry, sourceLocation) in zip(census.entries, sourceLocations) {
            #expect(entry.object == nil,
                    "Expected \(entry.name) to be deallocated after teardown: a strong reference cycle keeps it alive.",
                    sourceLocation: sourceLocation)
        }
    }
}

/// Runs `body`, then expects every object it tracked to be deallocated (the body's locals are gone by then).
@MainActor
public func expectNoLeaks(_ body: (LeakTracker) throws -> Void) rethrows {
    let tracker = LeakTracker()
    try body(tracker)
    tracker.expectAllReleased()
}
