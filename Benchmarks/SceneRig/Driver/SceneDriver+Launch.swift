// Launches a driver for a pattern, the floor or any composer (a leaky variant's) on a fresh mock API. Holds nothing.
import ProfileKit

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
        launch(composer: subject.composer, fixture: fixture, scheduling: scheduling, answering: answering, arrange: arrange)
    }

    /// A driver for the scene `composer` builds, on a fresh mock API: the scene checks run it on a leaky variant's
    /// composer as on a subject's.
    public static func launch(
        composer: any ProfileSceneComposer.Type, fixture: ProfileFixture = .standard,
        scheduling: MockProfileAPI.Scheduling = .immediate, answering: MockProfileAPI.Answering = .atRequest,
        arrange: (MockProfileAPI) -> Void = { _ in }
    ) -> SceneDriver {
        let api = MockProfileAPI(fixture: fixture, scheduling: scheduling, answering: answering)
        arrange(api)
        return SceneDriver(composer: composer, api: api)
    }
}
