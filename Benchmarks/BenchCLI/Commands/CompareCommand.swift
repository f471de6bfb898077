// `bench compare OLD.json NEW.json`: two saved reports, metric by metric, with a verdict each. Parses its own flags
// (defined once in `CompareFlag`), reads both files, prints or writes the comparison, exits 0, 2 or 3.
import BenchPlatform
import BenchReports
import BenchResults
import Foundation

/// The flags of `bench compare`.
enum CompareFlag: String, CaseIterable, Sendable, CommandFlag {
    case threshold, thresholdFile = "threshold-file", allowEnvironmentChange = "allow-environment-change"
    case allowMissing = "allow-missing"
    case format, output, help

    static let command = "bench compare"

    var spec: FlagSpec {
        switch self {
        case .threshold: .threshold
        case .thresholdFile: .thresholdFile
        case .allowEnvironmentChange: .allowEnvironmentChange
        case .allowMissing: .allowMissing
        case .format: .format(OutputFormat.allCases.filter { !$0.isChart }.map(\.rawValue), default: "table")
        case .output: .output(writing: "the comparison", never: "OLD, NEW or the threshold file")
        case .help: .help
        }
    }
}

/// `bench compare`: see `CompareFlag` for its options and `RunComparison` for the verdicts.
enum CompareCommand {
    private typealias Parser = FlagParser<CompareFlag>

    /// What `bench compare` was asked.
    struct Options: Equatable, CommandOptions {
        var oldPath = "", newPath = ""
        var thresholds = RegressionThresholds.default
        var allowsEnvironmentChange = false
        var allowsMissing = false
        var output = OutputOptions()
        var showsHelp = false
    }

    static var usage: String {
        """
        \(CompareFlag.synopsis(prefix: "USAGE: bench compare OLD.json NEW.json"))

        Compares two saved reports (bench --format json --output PATH) for every benchmark × pattern × metric:
        old, new, Δ, Δ % and a verdict: missing, regression, improvement, unchanged, within noise, added or
        removed. Counts are exact, except live bytes that both runs read from the allocator's statistics:
        they move with the system's malloc, so they may change by up to \(statisticsDrift) % (or by their
        threshold if higher). A timing counts only when its change is significant and beyond its threshold
        (patterns are compared by their time over the floor of their own run, round by round).

        Both reports are checked first. A count that is not a finite number ≥ 0 (the bench writes a failed
        statistic as "nan" or "inf"), timing samples that are empty, non-finite or inconsistent with their
        rounds, or a result held twice make a report malformed: one line names the report (old or new), the
        result and the metric. An old report that measured nothing gated (no results, or every gated metric
        null) is refused too: any run would pass against it.

        OPTIONS:
        \(CompareFlag.optionsHelp)

        Exit status: 0 no regression; 2 usage or input error (a report that cannot be read, is malformed, or
        as the old report measured nothing gated); 3 a regression, a gated metric the new run did not measure
        (missing; see --allow-missing), or not one gated metric measured by both runs.
        """
    }

    /// Parses `arguments`, then compares the two reports and delivers the comparison; its summary (and, when the
    /// table does not show it, the environment warning) goes to standard error.
    @MainActor
    static func run(_ arguments: [String]) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage) { options in
            SavedRunsCommand.answer(
                "bench compare", rendering: "the comparison", to: options.output.outputPath,
                read: { () throws(ReportFileError) in
                    RunComparison(old: try ReportFile.loadBaseline(path: options.oldPath, role: "bench compare: old report",
                                                                   thresholds: options.thresholds),
                                  new: try ReportFile.load(path: options.newPath, role: "bench compare: new report"),
                                  thresholds: options.thresholds, allowsMissing: options.allowsMissing)
                },
                render: { try $0.rendered(as: options.output.format, oldLabel: options.oldPath, newLabel: options.newPath) },
                status: { comparison in
                    if let warning = comparison.environmentWarning, options.output.format != .table {
                        Console.note("bench compare: " + warning)
                    }
                    Console.note("bench compare: " + comparison.summary)
                    return comparison.exitCode(allowingEnvironmentChange: options.allowsEnvironmentChange)
                })
        }
    }

    private static var statisticsDrift: String { MetricFormatter.count(RegressionThresholds.allocatorStatisticsDrift) }

    /// Two report paths, then flags.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        var thresholdFile: String?
        let paths = try Parser.parse(arguments, onSwitch: { flag in
            if flag == .allowEnvironmentChange { options.allowsEnvironmentChange = true }
            if flag == .allowMissing { options.allowsMissing = true }
        }) { flag, value throws(UsageError) in
            switch flag {
            case .threshold: options.thresholds = try RegressionThresholds.parse(value, over: options.thresholds)
            case .thresholdFile:
                options.thresholds = try RegressionThresholds.load(path: value, over: options.thresholds)
                thresholdFile = value
            case .format, .output:
                _ = try options.output.read(flag, value: value)
                if options.output.format.isChart {
                    throw UsageError("bench compare: --format \(options.output.format.rawValue) draws a report or a history, "
                        + "not a comparison; expected table, json, markdown or csv")
                }
            case .allowEnvironmentChange, .allowMissing, .help: break
            }
        }
        guard paths.count == 2 else {
            throw UsageError("bench compare: expected two reports, OLD.json NEW.json (got \(paths.count)); "
                + "see bench compare --help")
        }
        options.oldPath = paths[0]
        options.newPath = paths[1]
        var files = FileArguments()
        files.reads(options.oldPath, as: "OLD")
        files.reads(options.newPath, as: "NEW")
        files.reads(thresholdFile, as: CompareFlag.thresholdFile.spelling)
        options.output.recordWrites(in: &files)
        if let conflict = files.conflict(command: CompareFlag.command) { throw conflict }
        return options
    }
}
