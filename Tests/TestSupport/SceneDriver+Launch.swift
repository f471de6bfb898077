// Shared test helper: launches a driver for a pattern or the floor on a fresh mock API. Holds nothing.
import Patterns
import ProfileKit

extension SceneDriver {
    /// A driver for `pattern` on a fresh mock API.
    public static func launch(
        _ pattern: Pattern, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .immediate
    ) -> SceneDriver {
        launch(.pattern(pattern), fixture: fixture, scheduling: scheduling)
    }

    /// A driver for a pattern or the floor on a fresh mock API.
    public static func launch(
        _ subject: SceneSubject, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .immediate
    ) -> SceneDriver {
        SceneDriver(composer: subject.composer, api: MockProfileAPI(fixture: fixture, scheduling: scheduling))
    }
}
