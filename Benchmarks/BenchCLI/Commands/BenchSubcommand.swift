// The words `bench` accepts before its flags, each handing the rest of the command line to its own command, and
// how every one of those commands starts: parse, then help or usage error or run. A plain value; owns nothing.
import BenchPlatform
import BenchReports

/// `bench <subcommand> …`: tools around the measurement (`bench` alone measures). Each one parses its own
/// arguments and returns its exit status; none needs an optimised build, since none of them times anything.
enum BenchSubcommand: String, CaseIterable, Sendable {
    /// `bench compare OLD.json NEW.json`: every metric of two saved reports, with a verdict each.
    case compare
    /// `bench history PATH.jsonl`: the trend of each benchmark over the runs recorded with `--history`.
    case history
    /// `bench graph --pattern P`: the ownership graph of a rendered scene, from its live objects.
    case graph
    /// `bench trace ACTION --pattern P`: the calls between the scene's types during one user action.
    case trace
    /// `bench explain BENCHMARK --pattern P`: where one operation's instructions go, by role and layer.
    case explain
    /// `bench loc`: files, types, protocols and lines of code per pattern and the floor.
    case loc
    /// `bench changes`: what each change request touched in each column, and what its operation costs.
    case changes
    /// `bench docs [--check]`: regenerates the generated parts of docs/, or fails when they are stale.
    case docs
    /// Hidden: `bench worker <mode> <case id>…`, the measuring child process the bench starts itself.
    case worker

    /// The subcommands a user may type.
    static var visible: [BenchSubcommand] { allCases.filter { $0 != .worker } }

    /// One line for `bench --help`.
    var summary: String {
        switch self {
        case .compare: "Compare two saved JSON reports, metric by metric, with a verdict each"
        case .history: "The trend of each benchmark over the runs recorded with --history"
        case .graph: "The ownership graph of a rendered scene"
        case .trace: "The calls between the scene's types during one user action"
        case .explain: "Where one operation's instructions go: the scene's roles, the kit, the runtime"
        case .loc: "Files, types and lines of code per pattern"
        case .changes: "What each change request touched in each column, and what its operation costs to run"
        case .docs: "Regenerate the generated parts of docs/ (--check: fail when they are stale)"
        case .worker: "Internal: a measuring child process"
        }
    }

    /// Runs the subcommand on the arguments after its name.
    @MainActor
    func run(_ arguments: [String]) -> Int32 {
        switch self {
        case .compare: CompareCommand.run(arguments)
        case .history: HistoryCommand.run(arguments)
        case .trace: TraceCommand.run(arguments)
        case .graph: GraphCommand.run(arguments)
        case .explain: ExplainCommand.run(arguments)
        case .loc: LOCCommand.run(arguments)
        case .changes: ChangesCommand.run(arguments)
        case .docs: DocsCommand.run(arguments)
        case .worker: WorkerCommand.run(arguments)
        }
    }

    /// How every subcommand starts: its options from `parse`, then either `usage` printed (exit 0) when they ask
    /// for help, or the usage error on standard error (exit 2), or else what `body` does with them.
    ///
    /// ```swift
    /// static func run(_ arguments: [String]) -> Int32 {
    ///     BenchSubcommand.runParsed(arguments, parse: parse, usage: usage, body: run(with:))
    /// }
    /// ```
    @MainActor
    static func runParsed<Options: CommandOptions>(
        _ arguments: [String], parse: ([String]) throws(UsageError) -> Options, usage: @autoclosure () -> String,
        body: (Options) -> Int32
    ) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        if options.showsHelp {
            print(usage())
            return 0
        }
        return body(options)
    }
}

/// What a subcommand's parser reads, whatever else it holds: whether it was asked for the help.
protocol CommandOptions {
    /// `--help` or `-h` was given: print the help and do nothing else.
    var showsHelp: Bool { get }
}
