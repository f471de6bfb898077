// `bench loc`: files, types, protocols and lines of code per pattern and the floor, from Sources/. Parses its flags
// (defined once in `LOCFlag`); reads files only.
import Foundation

/// The flags of `bench loc`.
enum LOCFlag: String, CaseIterable, Sendable, CommandFlag {
    case format, root, help

    static let command = "bench loc"

    var valueName: String? {
        switch self {
        case .format: "FORMAT"
        case .root: "PATH"
        case .help: nil
        }
    }

    var summary: String {
        switch self {
        case .format: "Output format: \(expectedValue) (default: table)"
        case .root: "The package whose Sources/ to count (default: the one holding this bench)"
        case .help: "Show this help (also -h)"
        }
    }

    var expectedValue: String {
        switch self {
        case .format: LOCCommand.Format.allCases.map(\.rawValue).joined(separator: "|")
        case .root: "a directory path"
        case .help: "nothing"
        }
    }
}

/// `bench loc`: the code each architecture takes for the same scene; see `LOCFlag` for its options.
@MainActor
enum LOCCommand {
    private typealias Parser = FlagParser<LOCFlag>

    /// How the code sizes are written.
    enum Format: String, CaseIterable {
        case table, markdown, json
    }

    /// What `bench loc` was asked.
    struct Options: Equatable, CommandOptions {
        var format = Format.table
        /// Nil: the package holding the running bench (`packageRoot()`).
        var root: String?
        var showsHelp = false
    }

    /// The text `--help` prints (exit 0), generated from `LOCFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(LOCFlag.synopsis(prefix: "USAGE: bench loc"))

        Counts, for each pattern, the floor and the kit they share (ProfileKit), the files, types, protocols
        and lines of code under Sources/<module>: non-blank, non-comment lines, the Leaky/ variants excluded.

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
        let sizes = CodeSize.modules.compactMap { CodeSize.measure(name: $0.name, directory: $0.directory, root: root) }
        guard sizes.count == CodeSize.modules.count else {
            let missing = CodeSize.modules.filter { module in !sizes.contains { $0.name == module.name } }
                .map { "Sources/\($0.directory)" }
            return Console.fail("bench loc: no \(missing.joined(separator: ", ")) under \(root) (pass --root)", exitCode: 2)
        }
        print(render(sizes, as: options.format))
        return 0
    }

    /// Flags only.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        let words = try Parser.parse(arguments) { flag, value throws(UsageError) in
            switch flag {
            case .format: options.format = try Parser.choice(of: Format.self, in: value, for: flag)
            case .root: options.root = value
            case .help: break
            }
        }
        if let word = words.first { throw Parser.unexpected(word) }
        return options
    }

    /// The sizes as an aligned table, a Markdown table (what the docs show) or JSON.
    static func render(_ sizes: [CodeSize], as format: Format) -> String {
        let header = ["", "files", "types", "protocols", "lines of code"]
        let rows = sizes.map { [$0.name, "\($0.files)", "\($0.types)", "\($0.protocols)", "\($0.lines)"] }
        switch format {
        case .json:
            return (try? BenchJSON.text(sizes))?.trimmingCharacters(in: .newlines) ?? "[]"
        case .markdown:
            return (["| \(header.joined(separator: " | ")) |", "|---|---:|---:|---:|---:|"]
                + rows.map { "| \($0.joined(separator: " | ")) |" }).joined(separator: "\n")
        case .table:
            let widths = header.indices.map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
            let lines = ([header] + rows).map { row in
                row.enumerated().map { column, cell in
                    column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  ")
            }
            return (["code size · Sources/<module>, Leaky/ variants excluded; lines: non-blank, non-comment"]
                + lines.map { "  " + $0 }).joined(separator: "\n")
        }
    }

    /// The package holding the running bench (its build directory's parent), else the current directory.
    static func packageRoot() -> String {
        let current = FileManager.default.currentDirectoryPath
        return BuildLayout(executable: CountingLibrary.currentExecutable, fallbackRoot: current).packageRoot ?? current
    }
}
