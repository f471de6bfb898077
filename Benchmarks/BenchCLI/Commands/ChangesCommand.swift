// `bench changes`: what each change request touched in each column, read from the files, and what its operation costs
// to run, read from a report (the reference run by default). Parses its flags (defined once in `ChangesFlag`); reads
// files only, measures nothing at run time.
import BenchChanges
import BenchPlatform
import BenchReports
import BenchTeaching
import Foundation
import SceneRig

/// The flags of `bench changes`.
enum ChangesFlag: String, CaseIterable, Sendable, CommandFlag {
    case change, pattern, report, format, output, root, help

    static let command = "bench changes"

    var spec: FlagSpec {
        switch self {
        case .change:
            .value("LIST", expects: ChangeRequest.allCases.map(\.rawValue).joined(separator: ","),
                   "Changes to show, comma-separated: \(ChangeRequest.allCases.map(\.rawValue).joined(separator: ",")) (default: all)")
        case .pattern:
            .value("LIST", expects: SubjectSelection.Grammar.patternList.expectedValue,
                   "Patterns to show, comma-separated: \(SubjectSelection.Grammar.patternList.expectedValue)\n"
                       + "(default: all; the floor, every change's reference, always shows)")
        case .report:
            .value("PATH", expects: "a file path",
                   "The JSON report the costs are read from (bench --format json --output PATH)\n"
                       + "(default: the reference run, \(ReferenceRun.path))")
        case .format: .format(ChangeTable.Format.allCases.map(\.rawValue), default: "table")
        case .output: .output(writing: "the table", never: "the report it reads")
        case .root: .root(whose: "change modules to measure")
        case .help: .help
        }
    }
}

/// `bench changes`: see `ChangesFlag` for its options, `ChangeFootprint` for what is counted, `ChangeTable` for how.
@MainActor
enum ChangesCommand {
    private typealias Parser = FlagParser<ChangesFlag>

    /// What `bench changes` was asked.
    struct Options: Equatable, CommandOptions {
        var changes = ChangeRequest.allCases
        var subjects = SceneSubject.all
        /// Nil: the reference run under the root.
        var reportPath: String?
        /// `--format` (a table by default) and `--output`.
        var output = OutputOptions(format: ChangeTable.Format.table)
        /// Nil: the package holding the running bench (`LOCCommand.packageRoot()`).
        var root: String?
        var showsHelp = false
    }

    /// The text `--help` prints (exit 0), generated from `ChangesFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(ChangesFlag.synopsis(prefix: "USAGE: bench changes"))

        For each change request (docs/CHANGING.md) and each column, from the files themselves: the files
        the change touched (its own copy differs from the column's), added and removed under
        Sources/<Column>/Changes/<Change>/; lines added and removed (a line diff); the roles touched (the
        files' names); the protocols and public declarations changed; the tests added and changed under
        Tests/Changes/<Module>Tests/ (the @testable import line aside); and the files a reviewer must
        read: the changed ones and every unchanged file of the change's module that names a declaration
        it added or altered. Then the changed operation's cost, from the report's changes suite: ×floor
        (over the floor's changed scene) and exact counts (UI work, retains, releases, objects, and
        instructions when the report counted them); n/a, saying why, when the report lacks them.

        OPTIONS:
        \(ChangesFlag.optionsHelp)

        Exit status: 0 success; 2 usage error, a report that cannot be read or is malformed, or a change
        module missing under the root.
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage, body: run(with:))
    }

    /// Does what `options` ask, the help aside, and returns the exit status.
    private static func run(with options: Options) -> Int32 {
        if let message = options.output.outputProblem(command: ChangesFlag.command) {
            return Console.fail(message, exitCode: 2)
        }
        let root = options.root ?? LOCCommand.packageRoot()
        let costs: ChangeTable.Costs
        do {
            costs = try readCosts(reportPath: options.reportPath, root: root)
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        var footprints: [ChangedScene: ChangeFootprint] = [:]
        for change in options.changes {
            for subject in options.subjects {
                let scene = ChangedScene(subject: subject, change: change)
                do {
                    footprints[scene] = try ChangeFootprint.measure(ChangeLayout(scene), root: root)
                } catch {
                    return Console.fail("bench changes: \(scene.moduleName): \(error.description) (pass --root)", exitCode: 2)
                }
            }
        }
        if let missing = costs.missing {
            Console.note("bench changes: costs n/a: \(missing); measure them with `swift run bench --suite changes "
                + "--format json --output PATH`, then pass --report PATH")
        }
        let table = ChangeTable(changes: options.changes, subjects: options.subjects, footprints: footprints, costs: costs)
        return BenchCommand.deliver(table.rendered(as: options.output.format), to: options.output.outputPath,
                                    command: ChangesFlag.command) ?? 0
    }

    /// The costs of the report at `reportPath`, or of the reference run under `root` (absent: every cost n/a, said so).
    static func readCosts(reportPath: String?, root: String) throws(ReportFileError) -> ChangeTable.Costs {
        if let reportPath {
            return .from(try ReportFile.load(path: reportPath, role: "bench changes: --report"), source: reportPath)
        }
        let reference = root + "/" + ReferenceRun.path
        guard FileManager.default.fileExists(atPath: reference) else {
            return .none("no reference run at \(ReferenceRun.path) under \(root) (pass --report)")
        }
        return .from(try ReportFile.load(path: reference, role: "bench changes: the reference run"), source: ReferenceRun.path)
    }

    /// Flags only.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        var patterns: SubjectSelection?
        var changes: Set<ChangeRequest> = []
        let words = try Parser.parse(arguments) { flag, value throws(UsageError) in
            switch flag {
            case .change: changes.formUnion(try Parser.list(of: ChangeRequest.self, in: value, for: flag))
            case .pattern:
                let chosen = try SubjectSelection.parse(value, as: .patternList, for: flag)
                patterns = patterns.map { $0.adding(chosen) } ?? chosen
            case .report: options.reportPath = value
            case .format, .output: _ = try options.output.read(flag, value: value)
            case .root: options.root = value
            case .help: break
            }
        }
        if let word = words.first { throw Parser.unexpected(word) }
        if !changes.isEmpty { options.changes = ChangeRequest.allCases.filter(changes.contains) }
        if let patterns { options.subjects = patterns.adding(SubjectSelection([.floor])).subjects }
        var files = FileArguments()
        files.reads(options.reportPath, as: ChangesFlag.report.spelling)
        options.output.recordWrites(in: &files)
        if let conflict = files.conflict(command: ChangesFlag.command) { throw conflict }
        return options
    }
}
