// Specifications of the reports a gate refuses: a count that is not a finite number ≥ 0 (instructions in each layout
// included, whose mean they must be), a wall time whose samples are
// empty, non-finite or disagree with its rounds (malformed, exit 2, on either side of `bench compare` and as
// `--baseline`), and a baseline that measured nothing to gate (exit 2, whatever `--allow-missing` says).
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchResults

@Suite struct ReportValidationTests {
    /// One way a saved report can hold a value no run measured, and the field its message must name.
    enum Doctoring: String, CaseIterable, Sendable, CustomStringConvertible {
        case nanCount, infiniteCount, negativeCount, nanUIBreakdown, nanLayoutCount, instructionsNotTheLayoutsMean
        case nanMedian, emptySamples, nanSample, negativeSample, roundsThatDoNotAddUp, negativeRound, speedsPerOtherRounds

        var description: String { rawValue }

        /// What the message names: the metric, or the wall time's field.
        var field: String {
            switch self {
            case .nanCount, .infiniteCount, .negativeCount: "retains is"
            case .nanUIBreakdown: "uiBreakdown.propertySets is nan"
            case .nanLayoutCount: "instructionsByLayout[1] is nan"
            case .instructionsNotTheLayoutsMean: "instructions (100.0) is not the mean of instructionsByLayout (95.0)"
            case .nanMedian: "wallTime.p50 is nan"
            case .emptySamples: "wallTime: no samples"
            case .nanSample: "wallTime.samples[3] is nan"
            case .negativeSample: "wallTime.samples[3] is -5"
            case .roundsThatDoNotAddUp: "wallTime: 100 samples, but its 10 rounds add up to 101"
            case .negativeRound: "wallTime.rounds holds -10"
            case .speedsPerOtherRounds: "wallTime: 9 roundsSpeed for 10 rounds"
            }
        }

        /// MVC's like with the doctored value.
        func apply(to result: inout BenchResult) {
            switch self {
            case .nanCount: result.metrics[.retains] = .nan
            case .infiniteCount: result.metrics[.retains] = .infinity
            case .negativeCount: result.metrics[.retains] = -1
            case .nanUIBreakdown: result.metrics.uiBreakdown = ["propertySets": .nan]
            case .nanLayoutCount:
                result.metrics[.instructions] = 100
                result.metrics.instructionsByLayout = [100, .nan]
            case .instructionsNotTheLayoutsMean:
                result.metrics[.instructions] = 100
                result.metrics.instructionsByLayout = [90, 100]
            case .nanMedian: result.metrics.wallTime?.p50 = .nan
            case .emptySamples: result.metrics.wallTime?.samples = []
            case .nanSample: result.metrics.wallTime?.samples[3] = .nan
            case .negativeSample: result.metrics.wallTime?.samples[3] = -5
            case .roundsThatDoNotAddUp: result.metrics.wallTime?.rounds?[0] += 1
            case .negativeRound: result.metrics.wallTime?.rounds = [-10] + Array(repeating: 10, count: 8) + [30]
            case .speedsPerOtherRounds: result.metrics.wallTime?.roundsSpeed = Array(repeating: 1, count: 9)
            }
        }
    }

    // MARK: - Malformed reports

    @Test(arguments: Doctoring.allCases)
    func doctoredReport_isMalformed_namingTheFileTheResultAndTheMetric(doctoring: Doctoring) throws {
        let path = try save(doctored(doctoring))

        do {
            _ = try ReportFile.load(path: path, role: "bench compare: new report")
            Issue.record("Expected the \(doctoring) report refused")
        } catch {
            #expect(error.message.hasPrefix("bench compare: new report \(path): malformed: the result dispatch · like · mvc: "),
                    "Expected the side, the file and the result named, got \(error.message)")
            #expect(error.message.contains(doctoring.field), "Expected …\(doctoring.field)…, got \(error.message)")
            #expect(!error.message.contains("\n") && error.exitCode == 2, "Expected one line and exit 2")
        }
    }

    @Test func nonFiniteCount_isWrittenAsTheBenchsJSONSpellsIt_andReadBackAsNonFinite() throws {
        let text = try doctored(.nanCount).jsonText()

        #expect(text.contains(#""retains" : "nan""#), "Expected the bench's writer to spell NaN \"nan\"")
        #expect(throws: ReportFileError.self, "Expected the \"nan\" read back as NaN and refused") {
            try ReportFile.decode(Data(text.utf8), path: "r.json")
        }
    }

    @Test func negativeCountInTheRawJSON_isMalformed() throws {
        let text = try fixtures.report([fixtures.result(.floor), fixtures.result()]).jsonText()
            .replacingOccurrences(of: #""retains" : 10"#, with: #""retains" : -10"#)

        #expect(throws: ReportFileError.self, "Expected a negative count typed into the file refused") {
            try ReportFile.decode(Data(text.utf8), path: "r.json")
        }
    }

    @Test(arguments: Doctoring.allCases)
    @MainActor func doctoredReport_onEitherSideOfCompare_exits2(doctoring: Doctoring) throws {
        let good = try save(fixtures.report(timedPair()))
        let bad = try save(doctored(doctoring))

        #expect(BenchCommand.main(arguments: ["compare", good, bad]) == 2, "Expected exit 2 for a doctored new report")
        #expect(BenchCommand.main(arguments: ["compare", bad, good]) == 2, "Expected exit 2 for a doctored old report")
        #expect(BenchCommand.main(arguments: ["compare", bad, good, "--allow-missing", "--allow-environment-change"]) == 2,
                "Expected no option to excuse a malformed report")
    }

    @Test(arguments: Doctoring.allCases)
    @MainActor func doctoredBaseline_exits2BeforeMeasuring(doctoring: Doctoring) throws {
        let bad = try save(doctored(doctoring))

        let status = BenchCommand.main(arguments: ["--baseline", bad], isOptimized: false) { _ in
            Issue.record("Expected nothing measured against a malformed baseline")
            return 0
        }

        #expect(status == 2, "Expected exit 2 for a doctored baseline")
    }

    @Test func historyLine_withoutSamples_isNotMalformed() throws {
        var report = fixtures.report(timedPair())
        for index in report.results.indices {
            report.results[index].metrics.wallTime?.samples = []
            report.results[index].metrics.wallTime?.rounds = nil
        }

        #expect(ReportValidation.firstProblem(in: report, timings: .percentilesOnly) == nil,
                "Expected a history line's percentiles accepted without samples")
        #expect(ReportValidation.firstProblem(in: report, timings: .withSamples) != nil,
                "Expected a report without samples refused for a comparison")
    }

    @Test func resultWithParameters_isNamedWithThem() {
        let identity = ResultIdentity(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvvm),
                                      parameters: ["rows": 1000])

        #expect(ReportValidation.title(of: identity) == "memory · scene-rows · mvvm, rows=1000")
    }

    @Test func committedCountBaseline_isAccepted() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".ci/baselines")
        let baselines = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(!baselines.isEmpty, "Expected a committed count baseline")

        for name in baselines {
            let report = try ReportFile.loadBaseline(path: directory.appendingPathComponent(name).path,
                                                     role: "bench compare: old report", thresholds: .default)
            #expect(report.results.allSatisfy { $0.metrics.wallTime == nil },
                    "Expected a counts-only report, whose null timings are legitimate")
            #expect(report.results.contains { $0.metrics[.instructions] != nil },
                    "Expected the baseline to carry instructions, which .ci/run gates")
        }
    }

    // MARK: - Baselines with nothing measured

    @Test(arguments: [[String](), ["--allow-missing"], ["--allow-environment-change"]])
    @MainActor func baselineWithNoResults_exits2_whateverIsAllowed(options: [String]) throws {
        let empty = try save(fixtures.report([]))
        let new = try save(fixtures.report([fixtures.result()]))

        #expect(BenchCommand.main(arguments: ["compare", empty, new] + options) == 2,
                "Expected an empty baseline refused, not a pass, with \(options)")
    }

    @Test @MainActor func baselineWhoseGatedMetricsAreAllNull_exits2() throws {
        let unmeasured = try save(fixtures.report([BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvc),
                                                               metrics: Metrics())]))
        let new = try save(fixtures.report([fixtures.result()]))

        #expect(BenchCommand.main(arguments: ["compare", unmeasured, new]) == 2, "Expected a baseline of nulls refused")
    }

    @Test @MainActor func baselineThatMeasuredOnlyWhatIsNotGated_exits2() throws {
        let timesOnly = try save(fixtures.report(timedPair().map { result in
            BenchResult(identity: result.identity, metrics: Metrics(wallTime: result.metrics.wallTime))
        }))
        let new = try save(fixtures.report(timedPair()))

        #expect(BenchCommand.main(arguments: ["compare", timesOnly, new, "--threshold", "wall=off"]) == 2,
                "Expected a baseline of timings refused when timings are not gated")
        #expect(BenchCommand.main(arguments: ["compare", timesOnly, new, "--output", outputPath()]) != 2,
                "Expected the same baseline compared when timings are gated")
    }

    @Test @MainActor func emptyBaseline_exits2BeforeMeasuring() throws {
        let empty = try save(fixtures.report([]))

        let status = BenchCommand.main(arguments: ["--baseline", empty, "--allow-missing"], isOptimized: false) { _ in
            Issue.record("Expected nothing measured against an empty baseline")
            return 0
        }

        #expect(status == 2, "Expected exit 2 for an empty baseline")
    }

    @Test func emptyBaseline_isOneLineSayingWhy() throws {
        let path = try save(fixtures.report([]))

        do {
            _ = try ReportFile.loadBaseline(path: path, thresholds: .default)
            Issue.record("Expected an empty baseline refused")
        } catch {
            #expect(error.message == "bench: --baseline \(path): nothing measured to gate against: it has no results "
                        + "(a baseline that measured nothing would pass any run)", "Got \(error.message)")
        }
    }

    // MARK: - Helpers

    private var fixtures: ComparisonFixtures.Type { ComparisonFixtures.self }

    /// The floor and MVC of `dispatch/like`, timed in ten rounds of ten samples each, with their speeds.
    private func timedPair() -> [BenchResult] {
        fixtures.timedPair(mvc: 1_200, seed: 7).map { result in
            var result = result
            result.metrics.wallTime?.roundsSpeed = Array(repeating: 1, count: 10)
            result.metrics.uiBreakdown = ["propertySets": 4]
            return result
        }
    }

    /// A report whose MVC result carries `doctoring`.
    private func doctored(_ doctoring: Doctoring) -> BenchReport {
        var results = timedPair()
        doctoring.apply(to: &results[1])
        return fixtures.report(results)
    }

    private func save(_ report: BenchReport) throws -> String {
        try ComparisonFixtures.temporaryFile(try report.jsonText())
    }

    private func outputPath() -> String {
        NSTemporaryDirectory() + "archbench-validation-\(UUID().uuidString).txt"
    }
}
