// `bench [options]`: the measuring command — check the inputs, build the release product if this is a debug build,
// run a session over the chosen cases, write the report, compare it with a baseline. Owns nothing beyond one run.
import BenchMeasurement
import BenchPlatform
import BenchReports
import BenchResults
import Foundation
import ProfileKit
import SceneRig

/// `swift run bench [options]`: measures every pattern and the floor and writes a report (`--list`, `--help` and
/// `--variant leaky` answer instead of measuring).
@MainActor
enum MeasureCommand {
    /// Runs the command on the arguments and returns its exit status (see `BenchCommand.main`); `environment` is where
    /// capabilities are turned off and tools found (this process's, but in tests).
    static func run(
        _ arguments: [String], isOptimized: Bool, relaunch: (([String]) -> Int32)?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(arguments)
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        if options.showsHelp {
            print(BenchOptions.usage)
            return 0
        }
        let cases = selectedCases(options)
        if options.listsBenchmarks {
            print(listing(cases))
            return 0
        }
        // Inputs are checked before anything is measured: a bad baseline or output path fails in milliseconds.
        var baseline: BenchReport?
        do {
            if let path = options.baselinePath { baseline = try ReportFile.loadBaseline(path: path, thresholds: options.thresholds) }
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        if let path = options.output.outputPath, let message = OutputPath.problem(with: path) {
            return Console.fail(message, exitCode: 2)
        }
        if let path = options.output.historyPath, let message = RunHistory.problem(appendingTo: path) {
            return Console.fail(message, exitCode: 2)
        }
        if let unknown = Capabilities.unknownDisabledNames(in: environment).first {
            let names = Capabilities.Name.allCases.map(\.rawValue).joined(separator: ", ")
            return Console.fail("bench: \(Capabilities.disablingVariable): no capability named \(unknown.debugDescription); "
                + "expected some of \(names)", exitCode: 2)
        }
        // A measurement asked for that cannot be taken fails now, saying why, rather than after minutes as n/a.
        let callgrind = CallgrindPass(countsInstructions: options.countsInstructions, countsARC: options.countsExactARC,
                                      environment: environment)
        if let reason = callgrind.unavailability() { return Console.fail(reason, exitCode: 1) }
        if options.checksLeakyVariants { return checkLeakyVariants(options) }
        guard isOptimized else { return (relaunch ?? { ReleaseRelaunch.run(arguments: $0) })(arguments) }
        guard !cases.isEmpty else { return Console.fail("bench: no benchmark matches the options given", exitCode: 2) }
        return measureAndReport(cases, options: options, arguments: arguments, baseline: baseline)
    }

    private static func measureAndReport(
        _ cases: [BenchmarkCase], options: BenchOptions, arguments: [String], baseline: BenchReport?
    ) -> Int32 {
        let configuration: SamplerConfiguration = options.isQuick ? .quick : .standard
        let outcome = BenchSession(cases: cases, configuration: configuration, countsInstructions: options.countsInstructions,
                                   countsExactARC: options.countsExactARC, instructionLayouts: options.instructionLayouts).run()
        var report = outcome.report
        report.metadata.arguments = arguments
        let comparison = baseline.map {
            RunComparison(old: $0, new: report, thresholds: options.thresholds, allowsMissing: options.allowsMissing)
        }
        let text: String
        do {
            text = try rendered(report, as: options.output.format, comparison: comparison, baselinePath: options.baselinePath)
        } catch {
            return Console.fail("bench: cannot render the report: \(error)", exitCode: 1)
        }
        // A file ends with exactly one newline; standard output has always had one more.
        let output = options.output.outputPath == nil ? text + "\n" : (text.hasSuffix("\n") ? text : text + "\n")
        if let status = BenchCommand.deliver(output, to: options.output.outputPath, command: "bench") { return status }
        if let path = options.output.historyPath {
            do {
                try RunHistory.append(report, to: path)
                Console.note("bench: appended this run to \(path)")
            } catch {
                return Console.fail(error.message, exitCode: 2)
            }
        }
        for (id, problem) in outcome.problems.sorted(by: { $0.key < $1.key }) {
            Console.note("bench: \(id) not measured: \(problem)")
        }
        if !outcome.problems.isEmpty { return 1 }
        guard let comparison else { return 0 }
        if let warning = comparison.environmentWarning { Console.note("bench: " + warning) }
        Console.note("bench: against --baseline: " + comparison.summary)
        for entry in comparison.entriesByAttention where ![.unchanged, .withinNoise].contains(entry.verdict) {
            Console.note("bench:   \(entry.verdict.rawValue): \(entry)")
        }
        return comparison.exitCode(allowingEnvironmentChange: options.allowsEnvironmentChange)
    }

    /// `--variant leaky`: every variant of the chosen patterns checked, then their correct scenes; each finding that is
    /// not the one expected named on standard error. Exit 0 when every one is, else 1.
    private static func checkLeakyVariants(_ options: BenchOptions) -> Int32 {
        let findings = LeakyVariantRun(patterns: options.patterns).findings
        for finding in findings where !finding.isCaught {
            Console.note("bench: \(finding.name): expected \(finding.expected), found \(finding.found)")
        }
        let text = LeakyVariantReport(findings: findings).rendered(as: options.output.format)
        return BenchCommand.deliver(text, to: options.output.outputPath, command: "bench") ?? (findings.allSatisfy(\.isCaught) ? 0 : 1)
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
}
