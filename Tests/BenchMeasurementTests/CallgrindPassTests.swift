// Specifications of `--instructions` and `--exact-arc` when callgrind cannot be had (valgrind turned off with
// ARCHBENCH_UNAVAILABLE=valgrind, or not on PATH): the run fails before measuring, saying why; a pass that still
// cannot run fails the run without touching the interposed counts it would have replaced.
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchMeasurement
@testable import BenchPlatform
@testable import BenchResults

@Suite struct CallgrindPassTests {
    @Test(arguments: [["--exact-arc"], ["--instructions"], ["--instructions", "--exact-arc"]])
    @MainActor func askedForWithValgrindTurnedOff_exits1BeforeMeasuring(flags: [String]) {
        let status = MeasureCommand.run(flags + ["--filter", "like/mvc"], isOptimized: false, relaunch: { _ in
            Issue.record("Expected nothing built or measured when \(flags) cannot be taken")
            return 0
        }, environment: Self.valgrindOff)

        #expect(status == 1, "Expected exit 1 for \(flags) with valgrind turned off")
    }

    @Test @MainActor func askedForWithValgrindNotOnPath_exits1BeforeMeasuring() {
        let status = MeasureCommand.run(["--instructions"], isOptimized: false, relaunch: { _ in
            Issue.record("Expected nothing built or measured without valgrind")
            return 0
        }, environment: ["PATH": "/nonexistent"])

        #expect(status == 1, "Expected exit 1 for --instructions without valgrind on PATH")
    }

    @Test @MainActor func notAskedFor_doesNotNeedValgrind() {
        var relaunched = false
        let status = MeasureCommand.run(["--filter", "like/mvc"], isOptimized: false, relaunch: { _ in
            relaunched = true
            return 0
        }, environment: Self.valgrindOff)

        #expect(status == 0 && relaunched, "Expected a run without callgrind's flags to go on to measure")
    }

    @Test @MainActor func unavailability_namesTheFlagsAndWhy() {
        let pass = CallgrindPass(countsInstructions: true, countsARC: true, environment: Self.valgrindOff)

        #expect(pass.unavailability() == "bench: --instructions and --exact-arc cannot be measured here: "
                    + "turned off by ARCHBENCH_UNAVAILABLE=valgrind", "Got \(String(describing: pass.unavailability()))")
    }

    @Test @MainActor func passThatCannotRun_failsTheRun_andLeavesTheARCColumnsAlone() {
        let pass = CallgrindPass(countsInstructions: true, countsARC: true, environment: Self.valgrindOff)

        let result = pass.run(timedIDs: ["dispatch/like/mvc"], countedIDs: ["dispatch/like/mvc"], lifecycles: [])

        #expect(result.measured.problems["--instructions and --exact-arc"]?.contains("ARCHBENCH_UNAVAILABLE=valgrind") == true,
                "Expected a problem that fails the run, got \(result.measured.problems)")
        #expect(result.measured.unmeasured.keys.sorted() == ["instructions"],
                "Expected only instructions n/a, got \(result.measured.unmeasured)")
        #expect(result.measured.mechanisms[PassResult.arcColumns] == nil && !result.replacesInterposedARC,
                "Expected the ARC columns' mechanism left to the counting pass")
        #expect(result.arcBalance == [], "Expected the balance asked for and none checked")
    }

    @Test func interposedCounts_stayWhenCallgrindCouldNotBeHad() {
        let failed = CallgrindPassResult(measured: PassResult(problems: ["--exact-arc": "valgrind is not on PATH"]))

        let merged = PassResult.merging([BenchSession.interposedCounts(Self.counting, besides: failed), failed.measured])

        #expect(merged.metrics["a"]?[.retains] == 3 && merged.metrics["b"]?[.retains] == 5,
                "Expected the interposed retains kept, got \(merged.metrics)")
        #expect(merged.mechanisms[PassResult.arcColumns] == "interposition", "Expected their own mechanism named")
    }

    @Test func exactCounts_replaceTheInterposedColumnsWhole() {
        let exact = CallgrindPassResult(measured: PassResult(metrics: ["a": Metrics([.retains: 7])],
                                                             mechanisms: [PassResult.arcColumns: ExactARCCounts.mechanism]))

        let merged = PassResult.merging([BenchSession.interposedCounts(Self.counting, besides: exact), exact.measured])

        #expect(merged.metrics["a"]?[.retains] == 7 && merged.metrics["a"]?[.bytes] == 96,
                "Expected the exact retains over the interposed bytes, got \(String(describing: merged.metrics["a"]))")
        #expect(merged.metrics["b"]?[.retains] == nil, "Expected no interposed count left beside the exact ones")
        #expect(merged.mechanisms[PassResult.arcColumns] == ExactARCCounts.mechanism, "Expected one mechanism named")
    }

    // MARK: - Helpers

    static let valgrindOff = [Capabilities.disablingVariable: "valgrind",
                              "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]

    /// What a counting pass found: interposed retains and bytes for cases `a` and `b`.
    static let counting = PassResult(
        metrics: ["a": Metrics([.retains: 3, .bytes: 96]), "b": Metrics([.retains: 5, .bytes: 48])],
        mechanisms: [PassResult.arcColumns: "interposition"])
}
