// The scene `bench graph` and `bench trace` are asked for: a pattern, the floor or a leaky variant, and the names
// their `--pattern` accepts. A plain value; owns nothing.
import ProfileKit
import SceneRig

/// A scene the teaching commands can build: one of the patterns, the floor, or a leaky variant.
enum SceneChoice: Equatable {
    case subject(SceneSubject)
    case variant(LeakyVariant)

    /// What `--pattern` accepts: each pattern and the floor, by the name reports use (`mvc` … `viper`, `floor`).
    static let patterns: [(name: String, value: SceneSubject)] = SceneSubject.all.map { ($0.description, $0) }

    /// `mvc|mvp|mvvm|viper|floor`, for the help and the "needs a value" message.
    static let patternNames = patterns.map(\.name).joined(separator: "|")

    @MainActor
    var composer: any ProfileSceneComposer.Type {
        switch self {
        case .subject(let subject): subject.composer
        case .variant(let variant): variant.composer
        }
    }
}
