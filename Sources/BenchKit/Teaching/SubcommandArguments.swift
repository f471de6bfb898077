// The arguments of `bench graph`, `bench trace`, `bench loc` and `bench docs`: words and `--flag value` pairs, checked
// against the flags a subcommand knows. A plain value; owns nothing.
import Patterns
import ProfileKit

/// A subcommand's parsed arguments: its positional words and its flags' values.
///
/// ```swift
/// let arguments = try SubcommandArguments.parse(["like", "--pattern", "mvp"], command: "trace", flags: ["pattern"])
/// arguments.words            // ["like"]
/// arguments.values["pattern"] // "mvp"
/// ```
struct SubcommandArguments {
    var words: [String] = []
    var values: [String: String] = [:]
    /// Flags given without a value (`--check`).
    var switches: Set<String> = []

    /// Accepts `--flag value` and `--flag=value` for `flags`, bare `--name` for `switchNames`; anything else is a
    /// usage error naming the command.
    static func parse(
        _ arguments: [String], command: String, flags: Set<String>, switchNames: Set<String> = []
    ) throws(UsageError) -> SubcommandArguments {
        var parsed = SubcommandArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                parsed.words.append(argument)
                continue
            }
            let parts = argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if switchNames.contains(name), parts.count == 1 {
                parsed.switches.insert(name)
                continue
            }
            guard flags.contains(name) else {
                let known = (flags.union(switchNames)).sorted().map { "--" + $0 }.joined(separator: ", ")
                throw UsageError("bench \(command): unknown flag \(argument.debugDescription); it takes \(known)")
            }
            let value = parts.count > 1 ? String(parts[1]) : remaining.popFirst()
            guard let value, !value.isEmpty, !value.hasPrefix("--") else {
                throw UsageError("bench \(command): --\(name) needs a value")
            }
            parsed.values[name] = value
        }
        return parsed
    }

    /// The scene `--pattern` (and `--variant`) name: a pattern, the floor, or a leaky variant.
    func sceneChoice(command: String) throws(UsageError) -> SceneChoice {
        if let variantName = values["variant"] {
            guard let variant = LeakyVariant(rawValue: variantName.lowercased()) else {
                throw UsageError("bench \(command): unknown --variant \(variantName.debugDescription); expected "
                    + LeakyVariant.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .variant(variant)
        }
        guard let name = values["pattern"] else {
            throw UsageError("bench \(command): --pattern needs a value: \(SceneChoice.patternNames)")
        }
        guard let subject = SceneSubject(name.lowercased()) else {
            throw UsageError("bench \(command): unknown --pattern \(name.debugDescription); expected \(SceneChoice.patternNames)")
        }
        return .subject(subject)
    }
}

/// A scene the teaching commands can build: one of the four patterns, the floor, or a leaky variant.
enum SceneChoice: Equatable {
    case subject(SceneSubject)
    case variant(LeakyVariant)

    static let patternNames = (Pattern.allCases.map(\.rawValue) + ["floor"]).joined(separator: ", ")

    @MainActor
    var composer: any ProfileSceneComposer.Type {
        switch self {
        case .subject(let subject): subject.composer
        case .variant(let variant): variant.composer
        }
    }

    var name: String {
        switch self {
        case .subject(let subject): subject.description
        case .variant(let variant): variant.rawValue
        }
    }
}
