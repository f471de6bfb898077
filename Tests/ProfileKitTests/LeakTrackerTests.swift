import ProfileKit
import TestSupport
import Testing

@Suite struct LeakTrackerSpecification {
    @Test @MainActor func aReleasedObject_isNotASurvivor() {
        expectNoLeaks { tracker in
            let view = View()
            tracker.track(view, as: "View")
        }
    }
}
