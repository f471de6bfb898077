// `bench history PATH.jsonl`: the trend of each benchmark × pattern over the runs recorded with `--history`.
// Parses its own flags (defined once in `HistoryFlag`), reads the file, prints or writes the trend; exits 0, 1 or 2.
import BenchPlatform
import BenchReports
import Foundation

/// The flags of `bench history`.
enum HistoryFlag: String, CaseIterable, Sendable, CommandFlag {
    case filter, format, output, help

    static let command = "bench history"

    var spec: FlagSpec {
        switch self {
        case .filter: .filter("Only results whose suite/benchmark/pattern key matches, e.g. 'like/mvp'")
        case .format: .format(OutputFormat.allCases.map(\.rawValue), default: "table")
        case .output: .output(writing: "the trend", never: "the history read")
        case .help: .help
        }
    }
}

/// `bench history`: see `HistoryFlag` for its options and `HistoryTrend` for what it shows.
enum HistoryCommand {
    private typealias Parser = FlagParser<HistoryFlag>

    /// What `bench history` was asked.
    struct Options: Equatable, CommandOptions {
        var path = ""
        var filter: BenchmarkFilter?
        var output = OutputOptions()
        var showsHelp = false
    }

    static var usage: String {
        """
        \(HistoryFlag.synopsis(prefix: "USAGE: bench history PATH.jsonl"))

        Shows, per benchmark × pattern, the median time over the runs recorded with bench --history PATH.jsonl
        (first, last, change, a sparkline from oldest to newest) and every count that changed, with the run
        (commit) where it did. --format json gives every series, for scripts and charts.

        OPTIONS:
        \(HistoryFlag.optionsHelp)

        A damaged line (a writer that died mid-line, a value no run can have) is left out and named by its
        line number on standard error; the trend of the other runs is still shown.

        Exit status: 0 every line read; 1 the trend was shown without one or more damaged lines (named on
        standard error): a run was lost, and a CI step should notice rather than chart a gap as a clean history
        (remove or repair the line to make it pass); 2 usage error, or no run could be read at all.
        """
    }

    /// Parses `arguments`, then reads the history, keeps the results `--filter` matches and delivers their trend.
    @MainActor
    static func run(_ arguments: [String]) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage) { options in
            SavedRunsCommand.answer(
                "bench history", rendering: "the trend", to: options.output.outputPath,
                read: { () throws(RunHistory.Failure) in
                    var reading = try RunHistory.load(path: options.path)
                    if let filter = options.filter {
                        for index in reading.runs.indices {
                            reading.runs[index].results.removeAll { !filter.matches($0.key) }
                        }
                    }
                    return (trend: HistoryTrend(runs: reading.runs), damagedLines: reading.damagedLines)
                },
                render: { try $0.trend.rendered(as: options.output.format) },
                status: { read in
                    for line in read.damagedLines { Console.note(line.message(path: options.path)) }
                    return read.damagedLines.isEmpty ? 0 : 1
                })
        }
    }

    /// One history path, then flags.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        let paths = try Parser.parse(arguments) { flag, value throws(UsageError) in
            switch flag {
            case .filter: options.filter = try BenchmarkFilter(value, flag: "bench history: --filter")
            case .format, .output: _ = try options.output.read(flag, value: value)
            case .help: break
            }
        }
        guard paths.count == 1 else {
            throw UsageError("bench history: expected one history file, PATH.jsonl (got \(paths.count)); "
                + "see bench history --help")
        }
        options.path = paths[0]
        var files = FileArguments()
        files.reads(options.path, as: "PATH.jsonl")
        options.output.recordWrites(in: &files)
        if let conflict = files.conflict(command: HistoryFlag.command) { throw conflict }
        return options
    }
}
