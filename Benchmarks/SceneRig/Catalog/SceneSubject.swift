// What the conformance suite and the bench run: a pattern or the no-architecture floor. Holds nothing.
import ProfileKit

/// A scene under test: one of the patterns, or the no-architecture floor the bench measures against.
public enum SceneSubject: Hashable, Sendable, CustomStringConvertible {
    case pattern(Pattern)
    case floor

    /// Every pattern this system can drive (`Pattern.availableHere`: all of them on Linux and from macOS 26) and the floor.
    public static let all: [SceneSubject] = Pattern.availableHere.map(SceneSubject.pattern) + [.floor]

    /// The name used in reports and test messages: a pattern's raw value ("mvc", "mvp", …) or "floor".
    public var description: String {
        switch self {
        case .pattern(let pattern): pattern.rawValue
        case .floor: "floor"
        }
    }

    /// Reads a name written by `description`.
    public init?(_ name: String) {
        if name == "floor" {
            self = .floor
        } else if let pattern = Pattern(rawValue: name) {
            self = .pattern(pattern)
        } else {
            return nil
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

extension SceneSubject: Codable {
    /// Encoded as one string: a pattern's raw value (`mvc`, `mvp`, …) or `floor`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let subject = SceneSubject(name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown pattern \(name)")
        }
        self = subject
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
