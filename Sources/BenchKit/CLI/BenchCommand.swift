// The bench command from arguments to exit code: parse, list or measure, render, write.
// Owns nothing beyond one run; the executable target only calls `main(arguments:)`.
import BenchPlatform
import Foundation
import Patterns
import ProfileKit

/// `swift run bench [options]`: measures the four patterns and the floor and prints a report.
@MainActor
public enum BenchCommand {
    /// Runs the command and returns its exit code: 0 success, 1 a benchmark could not be measured,
    /// 2 bad usage or an output that cannot be written, 3 a regression against `--baseline`.
    ///
    /// An unoptimised build does not measure: it hands the same arguments to `relaunch`, which builds the
    /// release product and becomes it (`swift run bench` as typed), and returns only if that fails.
    /// `isOptimized` and `relaunch` are passed in only by tests, so both paths are tested in every build.
    public static func main(
        arguments: [String], isOptimized: Bool = BuildInfo.isOptimized,
        relaunch: (([String]) -> Int32)? = nil
    ) -> Int32 {
        if let name = arguments.first, let subcommand = BenchSubcommand(rawValue: name) {
            return subcommand.run(Array(arguments.dropFirst()))
        }
        do {
            if let leakyRun = try LeakyVariantRun.parse(arguments) { return leakyRun.run() }
        } catch {
            return fail(error.message, exitCode: error.exitCode)
        }
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(arguments)
        } catch {
            return fail(error.message, exitCode: error.exitCode)
        }
        if options.showsHelp {
            print(BenchOptions.usage)
            return 0
        }
        if let workerArguments = options.workerArguments {
            guard let request = WorkerRequest(workerArguments) else {
                return fail("bench: bad --worker arguments: \(workerArguments.joined(separator: " "))", exitCode: 2)
            }
            return Worker.run(request)
        }
        let cases = selectedCases(options)
        if options.listsBenchmarks {
            print(listing(cases))
            return 0
        }
        // Inputs are checked before anything is measured: a bad baseline or output path fails in milliseconds.
        var baseline: BenchReport?
        do {
            if let path = options.baselinePath { baseline = try ReportFile.load(path: path) }
        } catch {
            return fail(error.message, exitCode: error.exitCode)
        }
        if let path = options.outputPath, let message = OutputPath.problem(with: path) {
            return fail(message, exitCode: 2)
        }
        if let path = options.historyPath, let message = RunHistory.problem(appendingTo: path) {
            return fail(message, exitCode: 2)
        }
        if let unknown = Capabilities.unknownDisabledNames().first {
            let names = Capabilities.Name.allCases.map(\.rawValue).joined(separator: ", ")
            return fail("bench: \(Capabilities.disablingVariable): no capability named \(unknown.debugDescription); "
                + "expected some of \(names)", exitCode: 2)
        }
        guard isOptimized else { return (relaunch ?? { ReleaseRelaunch.run(arguments: $0) })(arguments) }
        guard !cases.isEmpty else { return fail("bench: no benchmark matches the options given", exitCode: 2) }
        return measureAndReport(cases, options: options, baseline: baseline)
    }

    private static func measureAndReport(_ cases: [BenchmarkCase], options: BenchOptions, baseline: BenchReport?) -> Int32 {
        let configuration: SamplerConfiguration = options.isQuick ? .quick : .standard
        let outcome = BenchSession(cases: cases, options: options, configuration: configuration).run()
        let comparison = baseline.map {
            RunComparison(old: $0, new: outcome.report, thresholds: options.thresholds, allowsMissing: options.allowsMissing)
        }
        let text: String
        do {
            text = try rendered(outcome.report, as: options.format, comparison: comparison, baselinePath: options.baselinePath)
        } catch {
            return fail("bench: cannot render the report: \(error)", exitCode: 1)
        }
        // A file ends with exactly one newline; standard output has always had one more.
        let output = options.outputPath == nil ? text + "\n" : (text.hasSuffix("\n") ? text : text + "\n")
        if let status = deliver(output, to: options.outputPath, command: "bench") { return status }
        if let path = options.historyPath {
            do {
                try RunHistory.append(outcome.report, to: path)
                note("bench: appended this run to \(path)")
            } catch {
                return fail(error.message, exitCode: 2)
            }
        }
        for (id, problem) in outcome.problems.sorted(by: { $0.key < $1.key }) {
            note("bench: \(id) not measured: \(problem)")
        }
        if !outcome.problems.isEmpty { return 1 }
        guard let comparison else { return 0 }
        if let warning = comparison.environmentWarning { note("bench: " + warning) }
        note("bench: against --baseline: " + comparison.summary)
        for entry in comparison.entriesByAttention where ![.unchanged, .withinNoise].contains(entry.verdict) {
            note("bench:   \(entry.verdict.rawValue): \(entry)")
        }
        return comparison.exitCode(allowingEnvironmentChange: options.allowsEnvironmentChange)
    }

    /// The report in `format`; with a baseline, a Markdown report opens with the comparison (a pull-request comment).
    private static func rendered(
        _ report: BenchReport, as format: OutputFormat, comparison: RunComparison?, baselinePath: String?
    ) throws -> String {
        let text = try report.rendered(as: format)
        guard format == .markdown, let comparison else { return text }
        return comparison.markdownText(oldLabel: baselinePath ?? "baseline", newLabel: "this run") + "\n" + text
    }

    /// The cases of the chosen suites and patterns (and the floor), narrowed by `--filter`.
    static func selectedCases(_ options: BenchOptions) -> [BenchmarkCase] {
        BenchmarkCatalog.cases(suites: options.suites, patterns: options.patterns)
            .filter { options.filter?.matches($0.filterText) ?? true }
    }

    /// `--list`: every selected benchmark id, then what each pattern teaches.
    static func listing(_ cases: [BenchmarkCase]) -> String {
        let patterns = Pattern.allCases.map { "\($0.displayName): \($0.composer.summary)" }
        return (cases.map(\.id) + ["", "Patterns:"] + patterns + ["", floorComposer.summary]).joined(separator: "\n")
    }

    /// Writes `text` atomically to `path` and says so on standard error, or prints it unchanged on standard output
    /// when there is no path. Nil when delivered; else the exit status, after one line saying why.
    static func deliver(_ text: String, to path: String?, command: String) -> Int32? {
        guard let path else {
            print(text, terminator: "")
            return nil
        }
        do {
            try writeAtomically(Data(text.utf8), to: path)
        } catch {
            return fail(error.message, exitCode: error.exitCode)
        }
        note("\(command): wrote \(path)")
        return nil
    }

    /// Prints `message` (one line) on standard error and returns `exitCode`.
    static func fail(_ message: String, exitCode: Int32) -> Int32 {
        note(message)
        return exitCode
    }

    /// Prints `line` on standard error: progress and verdicts, never mixed with the report on standard output.
    static func note(_ line: String) {
        FileHandle.standardError.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }
}
