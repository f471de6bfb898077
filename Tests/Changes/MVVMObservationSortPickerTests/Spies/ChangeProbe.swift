// Test helper: tells whether what a closure read under observation tracking changed since. Owns a flag; references
// nothing else (the tracking's closure holds the probe weakly).
import Observation

/// Reads `read` under `withObservationTracking` and records whether a change to anything it read was announced.
@MainActor
final class ChangeProbe {
    private(set) var changed = false

    init(_ read: () -> Void) {
        withObservationTracking(read) { [weak self] in
            MainActor.assumeIsolated { self?.changed = true }
        }
    }
}
