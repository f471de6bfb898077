// Shared test helper: what a script can run against (a pattern or the floor) and a driver launcher. Holds nothing.
import Patterns
import ProfileKit

/// A scene under test: one of the four patterns, or the no-architecture floor the bench measures against.
public enum SceneSubject: Hashable, Sendable, CustomStringConvertible {
    case pattern(Pattern)
    case floor

    /// The four patterns and the floor.
    public static let all: [SceneSubject] = Pattern.allCases.map(SceneSubject.pattern) + [.floor]

    public var description: String {
        switch self {
        case .pattern(let pattern): pattern.displayName
        case .floor: "floor"
        }
    }

    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .pattern(let pattern): pattern.composer
        case .floor: floorComposer
        }
    }
}

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
