// Specification of --baseline: every bad file is one line and exit 2; the comparison gates counts exactly
// by default, wall time only on request, and never fails on new benchmarks.
@testable import BenchKit
import Foundation
import Patterns
import ProfileKit
import Testing

@Suite struct BaselineFileSpecification {
    @Test(arguments: [
        ("", "the file is empty"),
        ("  \n", "the file is empty"),
        (#"{"schema": 1, "metadata": {"#, "invalid JSON"),
        (#"{"schema": 7, "metadata": {}, "results": []}"#, "schema 7 is not supported"),
        (#"{"hello": 1}"#, #"missing "schema""#),
        (#"{"schema": 1, "results": []}"#, #"missing "metadata""#),
        ("[1, 2, 3]", "not a bench report"),
    ])
    func badBaseline_isOneLineNamingTheFile(contents: String, expected: String) throws {
        let path = try temporaryFile(contents)
        do {
            _ = try Baseline.load(path: path)
            Issue.record("Expected \(contents.debugDescription) to be rejected")
        } catch {
            #expect(error.message.contains(path) && error.message.contains(expected), "Expected …\(expected)…, got \(error.message)")
            #expect(!error.message.contains("\n") && error.exitCode == 2)
        }
    }

    @Test func missingBaseline_isOneLineNamingTheFile() {
        #expect(throws: BaselineError.self) { try Baseline.load(path: "/nonexistent/baseline.json") }
    }

    @Test func directoryAsBaseline_isRejected() {
        do {
            _ = try Baseline.load(path: NSTemporaryDirectory())
            Issue.record("Expected a directory to be rejected")
        } catch {
            #expect(error.message.contains("is a directory"))
        }
    }

    @Test func savedReport_loadsBack() throws {
        let report = BaselineComparisonSpecification.report(retains: 10)
        let path = try temporaryFile(try report.rendered(as: .json))
        #expect(try Baseline.load(path: path) == report)
    }

    private func temporaryFile(_ contents: String) throws -> String {
        let path = NSTemporaryDirectory() + "archbench-baseline-\(UUID().uuidString).json"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

@Suite struct BaselineComparisonSpecification {
    @Test func oneMoreRetain_isARegressionByDefault() {
        let comparison = BaselineComparison(current: Self.report(retains: 11), baseline: Self.report(retains: 10),
                                            thresholds: .default)
        #expect(comparison.regressions.map(\.metric) == [.retains])
        #expect(comparison.regressions.first?.description == "dispatch/like/mvc retains: 10 → 11 (+10.0%)")
    }

    @Test func fewerRetains_isNoRegression() {
        let comparison = BaselineComparison(current: Self.report(retains: 9), baseline: Self.report(retains: 10),
                                            thresholds: .default)
        #expect(comparison.regressions.isEmpty && comparison.compared == 1)
    }

    @Test func increaseWithinItsThreshold_isNoRegression() throws {
        let comparison = BaselineComparison(current: Self.report(retains: 10.4), baseline: Self.report(retains: 10),
                                            thresholds: try RegressionThresholds.parse("5"))
        #expect(comparison.regressions.isEmpty)
    }

    @Test func slowerWallTime_isGatedOnlyWhenAskedFor() throws {
        let slow = Self.report(retains: 10, p50: 2_000), fast = Self.report(retains: 10, p50: 1_000)
        #expect(BaselineComparison(current: slow, baseline: fast, thresholds: .default).regressions.isEmpty)
        let gated = BaselineComparison(current: slow, baseline: fast, thresholds: try RegressionThresholds.parse("wall=25"))
        #expect(gated.regressions.map(\.metric) == [.wallTime])
    }

    @Test func newBenchmark_isReportedNotFailed() {
        var current = Self.report(retains: 10)
        current.results.append(BenchResult(suite: .memory, benchmark: "scene", subject: .floor, metrics: Metrics([.liveBytes: 1])))
        let comparison = BaselineComparison(current: current, baseline: Self.report(retains: 10), thresholds: .default)
        #expect(comparison.regressions.isEmpty && comparison.unmatched == ["memory/scene/floor"])
    }

    @Test func thresholdSpec_setsMetricsOneByOne() throws {
        let thresholds = try RegressionThresholds.parse("retains=0,bytes=10%,wall=25")
        #expect(thresholds.percentByMetric[.bytes] == 10 && thresholds.percentByMetric[.wallTime] == 25)
        #expect(thresholds.percentByMetric[.objects] == 0, "Expected unnamed counts to keep the exact default")
    }

    static func report(retains: Double, p50: Double = 1_000) -> BenchReport {
        let metadata = RunMetadata(
            toolchain: "t", os: "o", cpu: "c", cores: 2, buildConfiguration: "release", optimization: "-O",
            date: Date(timeIntervalSince1970: 0), commit: nil, countingMechanism: "m", instructionCounting: nil,
            quick: true, sampler: .init(samples: 1, warmUpNanoseconds: 1, minimumSampleTimeNanoseconds: 1))
        let wallTime = WallTime(min: p50, p50: p50, p90: p50, p99: p50, mean: p50, samples: [p50])
        return BenchReport(metadata: metadata, results: [
            BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvc),
                        metrics: Metrics([.retains: retains], wallTime: wallTime)),
        ])
    }
}

@Suite struct BadInputSpecification {
    @Test(arguments: [
        ["frobnicate"], ["--frobnicate"], ["--suite", "nope"], ["--pattern", "mvx"], ["--format", "xml"],
        ["--filter", "("], ["--output"], ["--quick=yes"], ["--threshold", "-5"], ["--baseline", "/nonexistent.json"],
        ["--output", "/nonexistent/dir/report.json"],
    ])
    @MainActor func badArguments_exitWith2BeforeMeasuringAnything(arguments: [String]) {
        #expect(BenchCommand.main(arguments: arguments) == 2, "Expected exit 2 for \(arguments)")
    }

    @Test @MainActor func unwritableOutput_leavesNoFileBehind() throws {
        let directory = NSTemporaryDirectory() + "archbench-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let blocker = directory + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        #expect(BenchCommand.main(arguments: ["--output", blocker + "/report.json"]) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["file"],
                "Expected no temporary or partial file next to the blocked path")
    }
}
