// The words `bench` accepts before its flags, each handing the rest of the command line to its own command.
// A plain value; owns nothing.

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
    /// `bench loc`: files, types, protocols and lines of code per pattern and the floor.
    case loc
    /// `bench docs [--check]`: regenerates the generated parts of docs/, or fails when they are stale.
    case docs

    /// One line for `bench --help`.
    var summary: String {
        switch self {
        case .compare: "Compare two saved JSON reports, metric by metric, with a verdict each"
        case .history: "The trend of each benchmark over the runs recorded with --history"
        case .graph: "The ownership graph of a rendered scene"
        case .trace: "The calls between the scene's types during one user action"
        case .loc: "Files, types and lines of code per pattern"
        case .docs: "Regenerate the generated parts of docs/ (--check: fail when they are stale)"
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
        case .loc: LOCCommand.run(arguments)
        case .docs: DocsCommand.run(arguments)
        }
    }
}
