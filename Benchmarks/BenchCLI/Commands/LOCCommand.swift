// `bench loc`: files, types, protocols and lines of code per pattern and the floor, from Sources/. Parses its flags
// (defined once in `LOCFlag`); reads files only.
import BenchMeasurement
import BenchPlatform
import BenchReports
import BenchTeaching
import Foundation

/// The flags of `bench loc`.
enum LOCFlag: String, CaseIterable, Sendable, CommandFlag {
    case format, root, help

    static let command = "bench loc"

    var spec: FlagSpec {
        switch self {
        case .format: .format(CodeSize.Format.allCases.map(\.rawValue), default: "table")
        case .root: .root(whose: "Sources/ to count")
        case .help: .help
        }
    }
}

/// `bench loc`: the code each architecture takes for the same scene; see `LOCFlag` for its options.
@MainActor
enum LOCCommand {
    private typealias Parser = FlagParser<LOCFlag>

    /// What `bench loc` was asked.
    struct Options: Equatable, CommandOptions {
        var format = CodeSize.Format.table
        /// Nil: the package holding the running bench (`packageRoot()`).
        var root: String?
        var showsHelp = false
    }

    /// The text `--help` prints (exit 0), generated from `LOCFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(LOCFlag.synopsis(prefix: "USAGE: bench loc"))

        Counts, for each pattern, the floor and the kit they share (ProfileKit), the files, types, protocols
        and lines of code under Sources/<module>: non-blank, non-comment lines, the Leaky/ variants and
        Changes/ modules excluded.

        OPTIONS:
        \(LOCFlag.optionsHelp)

        Exit status: 0 success, 2 usage error or one of those Sources/ directories missing under the root.
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage, body: run(with:))
    }

    /// Does what `options` ask, the help aside, and returns the exit status.
    private static func run(with options: Options) -> Int32 {
        let root = options.root ?? packageRoot()
        switch CodeSize.measureAll(root: root) {
        case .success(let sizes):
            print(CodeSize.render(sizes, as: options.format))
            return 0
        case .failure(let missing):
            return Console.fail("bench loc: no \(missing.directories.joined(separator: ", ")) under \(root) (pass --root)",
                                exitCode: 2)
        }
    }

    /// Flags only.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        let words = try Parser.parse(arguments) { flag, value throws(UsageError) in
            switch flag {
            case .format: options.format = try Parser.choice(of: CodeSize.Format.self, in: value, for: flag)
            case .root: options.root = value
            case .help: break
            }
        }
        if let word = words.first { throw Parser.unexpected(word) }
        return options
    }

    /// The package holding the running bench (its build directory's parent), else the current directory.
    static func packageRoot() -> String {
        let current = FileManager.default.currentDirectoryPath
        return BuildLayout(executable: CountingLibrary.currentExecutable, fallbackRoot: current).packageRoot ?? current
    }
}
