// Shared test helper: builds a driver for any pattern with a chosen fixture and scheduler. Holds nothing.
import Patterns
import ProfileKit

extension SceneDriver {
    /// A driver for `pattern` on a fresh mock API.
    public static func launch(
        _ pattern: Pattern, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .immediate
    ) -> SceneDriver {
        SceneDriver(composer: pattern.composer, api: MockProfileAPI(fixture: fixture, scheduling: scheduling))
    }
}
