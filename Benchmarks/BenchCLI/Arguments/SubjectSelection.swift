// The subjects `--pattern` selects, in every command that takes it: `bench` (patterns; the floor always runs),
// `bench graph` (one pattern or the floor), `bench trace` (one, or every pattern). One type, read one way; each command
// says which names its flag takes (`Grammar`). A plain value; owns nothing.
import BenchReports
import SceneRig

/// What `--pattern` chose: subjects, in the catalog's order (`SceneSubject.all`), whatever order they were typed in.
///
/// ```swift
/// let chosen = try SubjectSelection.parse("viper,MVC", as: .patternList, for: BenchFlag.pattern)
/// chosen.patterns   // [.mvc, .viper]
/// ```
struct SubjectSelection: Equatable, Sendable {
    /// How a command's `--pattern` reads its value.
    enum Grammar: Sendable {
        /// `bench`: patterns, comma-separated, the flag repeatable; the floor runs anyway and is not named.
        case patternList
        /// `bench graph`: one pattern, or the floor.
        case oneSubject
        /// `bench trace`: one pattern, the floor, or `all` (every pattern, not the floor).
        case oneSubjectOrAll

        /// The names it takes, for the help and the "needs a value" message: `mvc,mvp,…` or `mvc|…|floor` (`|all`).
        var expectedValue: String {
            switch self {
            case .patternList: Pattern.allCases.map(\.rawValue).joined(separator: ",")
            case .oneSubject: SubjectSelection.names.map(\.name).joined(separator: "|")
            case .oneSubjectOrAll: Self.oneSubject.expectedValue + "|all"
            }
        }
    }

    /// The subjects chosen, in catalog order.
    private(set) var subjects: [SceneSubject]

    /// A selection of `subjects`, kept in catalog order.
    init(_ subjects: some Sequence<SceneSubject>) {
        let chosen = Set(subjects)
        self.subjects = SceneSubject.all.filter(chosen.contains)
    }

    /// Every pattern, the floor aside: `bench`'s default, and `bench trace --pattern all`.
    static let everyPattern = SubjectSelection(Pattern.allCases.map(SceneSubject.pattern))

    /// The patterns among the subjects, in `Pattern` order.
    var patterns: [Pattern] {
        subjects.compactMap { subject in
            guard case .pattern(let pattern) = subject else { return nil }
            return pattern
        }
    }

    /// This selection with `other`'s subjects added: `--pattern` given twice.
    func adding(_ other: SubjectSelection) -> SubjectSelection {
        SubjectSelection(subjects + other.subjects)
    }

    /// `text`, the value of `flag`, read as `grammar` says, case-insensitively; an unknown name is a usage error that
    /// names the flag, suggests the closest name and lists the valid ones; a pattern this system cannot drive is one
    /// that says why (`Pattern.unavailableHere`), never a selection that silently drops it.
    static func parse<Flag: CommandFlag>(
        _ text: String, as grammar: Grammar, for flag: Flag
    ) throws(UsageError) -> SubjectSelection {
        for name in text.split(separator: ",") {
            let name = String(name.filter { !$0.isWhitespace }).lowercased()
            if let pattern = Pattern(rawValue: name), let reason = pattern.unavailableHere {
                throw UsageError("\(Flag.command): \(flag.spelling): \(pattern.rawValue): n/a on this system: \(reason)")
            }
        }
        switch grammar {
        case .patternList:
            return SubjectSelection(try FlagParser<Flag>.list(of: Pattern.self, in: text, for: flag).map(SceneSubject.pattern))
        case .oneSubject:
            return SubjectSelection([try FlagParser<Flag>.choice(in: text, among: names, for: flag)])
        case .oneSubjectOrAll:
            let choices = names.map { (name: $0.name, value: SubjectSelection([$0.value])) } + [("all", everyPattern)]
            return try FlagParser<Flag>.choice(in: text, among: choices, for: flag)
        }
    }

    /// Each subject by the name reports use: `mvc` … `vip`, `floor`.
    private static let names: [(name: String, value: SceneSubject)] = SceneSubject.all.map { ($0.description, $0) }
}
