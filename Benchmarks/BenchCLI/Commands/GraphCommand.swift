// `bench graph`: the ownership graph of an assembled, rendered scene, read from its live objects and printed as
// Mermaid or DOT. Parses its flags (defined once in `GraphFlag`); owns the scene it builds until it returns.
import BenchReports
import BenchTeaching
import LeakProbe
import ProfileKit
import SceneRig

/// The flags of `bench graph`.
enum GraphFlag: String, CaseIterable, Sendable, CommandFlag {
    case pattern, format, variant, help

    static let command = "bench graph"

    var spec: FlagSpec {
        switch self {
        case .pattern: .oneSubject("The scene to draw", required: "required, unless --variant")
        case .format: .format(GraphCommand.Format.allCases.map(\.rawValue), default: "mermaid")
        case .variant: .value("NAME", expects: LeakyVariant.allCases.map(\.rawValue).joined(separator: "|"),
                              "Instead, a pattern's scene with one ownership mistake planted on purpose:\n"
                                  + LeakyVariant.allCases.map { $0.rawValue.padding(25) + $0.mistake }.joined(separator: "\n"))
        case .help: .help
        }
    }
}

/// `bench graph`: see `GraphFlag` for its options.
///
/// The scene is built and read by `OwnershipDiagram.scene(_:)`. Nothing is written by hand: change an ownership in the
/// code and the graph changes with it.
@MainActor
enum GraphCommand {
    private typealias Parser = FlagParser<GraphFlag>

    /// How the graph is written.
    enum Format: String, CaseIterable {
        /// `markdown`: the docs' form — the kit's views folded, cut into parts that read at a page's width.
        case mermaid, dot, markdown
    }

    /// What `bench graph` was asked.
    struct Options: Equatable, CommandOptions {
        /// The scene `--pattern` names; a `variant` is drawn instead.
        var subjects = SubjectSelection([.floor])
        var variant: LeakyVariant?
        var format = Format.mermaid
        var showsHelp = false

        /// The scene drawn: the variant's, else the one subject `--pattern` selects.
        @MainActor
        var composer: any ProfileSceneComposer.Type {
            variant?.composer ?? (subjects.subjects.first ?? .floor).composer
        }
    }

    /// The text `--help` prints (exit 0), generated from `GraphFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(GraphFlag.synopsis(prefix: "USAGE: bench graph"))

        Builds the scene on the standard fixture, pushes and renders it, and prints who owns whom, read from its
        live objects: solid arrows strong, dashed weak. The API and the navigation controller are drawn as
        boundaries, not looked into. Name the scene with --pattern, or a leaky variant with --variant.

        OPTIONS:
        \(GraphFlag.optionsHelp)

        Exit status: 0 success, 2 usage error.
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage, body: run(with:))
    }

    /// Does what `options` ask, the help aside, and returns the exit status.
    private static func run(with options: Options) -> Int32 {
        let diagram = OwnershipDiagram.scene(options.composer)
        switch options.format {
        case .mermaid: print(diagram.mermaid)
        case .dot: print(diagram.dot)
        case .markdown: print(diagram.docsMarkdown)
        }
        return 0
    }

    /// Flags only; `--pattern` or `--variant` is required, and `--variant` wins.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        var subjects: SubjectSelection?
        let words = try Parser.parse(arguments) { flag, value throws(UsageError) in
            switch flag {
            case .pattern: subjects = try SubjectSelection.parse(value, as: .oneSubject, for: flag)
            case .format: options.format = try Parser.choice(of: Format.self, in: value, for: flag)
            case .variant: options.variant = try Parser.choice(of: LeakyVariant.self, in: value, for: flag)
            case .help: break
            }
        }
        if let word = words.first { throw Parser.unexpected(word) }
        if options.variant == nil {
            guard let subjects else { throw Parser.missing(.pattern) }
            options.subjects = subjects
        }
        return options
    }
}
