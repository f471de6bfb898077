// What the conformance suite and the bench run: a pattern or the no-architecture floor. Holds nothing.
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

    /// The key used in reports: "mvc", "mvp", "mvvm", "viper" or "floor".
    public var key: String {
        switch self {
        case .pattern(let pattern): pattern.rawValue
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
