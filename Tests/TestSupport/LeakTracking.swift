// Shared test helper: the Swift Testing form of XCTest's `addTeardownBlock { [weak x] in XCTAssertNil(x) }`.
// Holds every tracked object weakly.
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
    private struct Entry {
        weak var object: AnyObject?
        let role: String
        let sourceLocation: SourceLocation
    }
    private var entries: [Entry] = []

    /// Tracks `object` (nil is recorded as a failure: the role was expected to exist).
    public func track(_ object: AnyObject?, as role: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let object else {
            Issue.record("Expected a \(role) to track, found nil", sourceLocation: sourceLocation)
            return
        }
        entries.append(Entry(object: object, role: role, sourceLocation: sourceLocation))
    }

    /// The roles still alive right now.
    public var survivors: [String] { entries.filter { $0.object != nil }.map(\.role) }

    fileprivate func expectAllReleased() {
        for entry in entries {
            #expect(entry.object == nil,
                    "Expected \(entry.role) to be deallocated after teardown: a strong reference cycle keeps it alive.",
                    sourceLocation: entry.sourceLocation)
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
