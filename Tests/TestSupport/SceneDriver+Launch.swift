// Shared test helper: launches a driver for a pattern or the floor on a fresh mock API. Holds nothing.
import ProfileKit
import SceneRig

extension SceneDriver {
    /// A driver for `pattern` on a fresh mock API.
    public static func launch(
        _ pattern: Pattern, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .immediate,
        answering: MockProfileAPI.Answering = .atRequest, arrange: (MockProfileAPI) -> Void = { _ in }
    ) -> SceneDriver {
        launch(.pattern(pattern), fixture: fixture, scheduling: scheduling, answering: answering, arrange: arrange)
    }

    /// A driver for a pattern or the floor on a fresh mock API. `arrange` runs before the scene loads, so faults
    /// it injects belong to the launch's own requests.
    public static func launch(
        _ subject: SceneSubject, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .immediate,
        answering: MockProfileAPI.Answering = .atRequest, arrange: (MockProfileAPI) -> Void = { _ in }
    ) -> SceneDriver {
        let api = MockProfileAPI(fixture: fixture, scheduling: scheduling, answering: answering)
        arrange(api)
        return SceneDriver(composer: subject.composer, api: api)
    }
}
