// Specifications of the comparison engine (bench compare, --baseline): exact counts against their threshold,
// timings only when significant and beyond theirs, added and removed results, unlike environments, thresholds.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchPlatform
@testable import BenchReports
@testable import BenchResults

@Suite struct RunComparisonTests {
    @Test func oneMoreRetain_isARegressionAndExits3() throws {
        let comparison = compare([fixtures.result(retains: 10)], [fixtures.result(retains: 11)])

        let regression = try #require(comparison.regressions.first, "Expected a regression")
        #expect(comparison.regressions.count == 1 && regression.metric == .retains && regression.key == "dispatch/like/mvc",
                "Expected exactly dispatch/like/mvc retains, got \(comparison.regressions)")
        #expect(regression.description == "dispatch/like/mvc retains: 10 → 11 (+10.0 %)", "Got \(regression)")
        #expect(comparison.exitCode == 3, "Expected exit 3 for a regression")
    }

    @Test func fewerRetains_isAnImprovementAndExits0() {
        let comparison = compare([fixtures.result(retains: 10)], [fixtures.result(retains: 9)])

        #expect(comparison.improvements.map(\.metric) == [.retains], "Expected the retains improvement reported")
        #expect(comparison.exitCode == 0, "Expected an improvement not to fail")
    }

    @Test func equalCounts_areUnchanged() {
        let comparison = compare([fixtures.result()], [fixtures.result()])

        #expect(comparison.entries.allSatisfy { $0.verdict == .unchanged }, "Expected every equal count unchanged")
    }

    @Test func increaseWithinItsThreshold_isUnchanged() throws {
        let comparison = compare([fixtures.result(retains: 10)], [fixtures.result(retains: 10.4)],
                                 thresholds: try RegressionThresholds.parse("5"))

        #expect(comparison.regressions.isEmpty, "Expected +4 % under a 5 % threshold to pass")
        #expect(comparison.entries.first { $0.metric == .retains }?.verdict == .unchanged, "Expected unchanged")
    }

    @Test func countFromZero_isARegression() {
        let comparison = compare([fixtures.result(bytes: 0)], [fixtures.result(bytes: 16)])

        #expect(comparison.regressions.map(\.metric) == [.bytes], "Expected bytes 0 → 16 to regress")
    }

    @Test func timingThirtyPercentSlowerInNoise_isWithinNoise() {
        let old = fixtures.timedPair(mvc: 1_000, roundNoise: 0.6, seed: 1)
        let new = fixtures.timedPair(mvc: 1_300, roundNoise: 0.6, seed: 50)

        let timing = compare(old, new).entries.first { $0.metric == .wallTime && $0.subject == .pattern(.mvc) }

        #expect(timing?.verdict == .withinNoise, "Expected +30 % in ±60 % noise within noise, got \(String(describing: timing))")
    }

    @Test func timingThirtyPercentSlowerClearly_isARegression() throws {
        let comparison = compare(fixtures.timedPair(mvc: 1_000, seed: 1), fixtures.timedPair(mvc: 1_300, seed: 50))

        let regression = try #require(comparison.regressions.first, "Expected a timing regression")
        #expect(comparison.regressions.count == 1 && regression.metric == .wallTime && regression.subject == .pattern(.mvc),
                "Expected only mvc's wall time to regress, got \(comparison.regressions)")
        #expect(regression.isRelativeToFloor, "Expected a pattern compared over its run's floor")
    }

    @Test func timingSlowerForEverySubject_isAFloorChangeNotAPatternRegression() {
        let old = fixtures.timedPair(mvc: 1_200, seed: 1)
        let new = fixtures.timedPair(mvc: 1_200, seed: 50).map { result -> BenchResult in
            var result = result
            result.metrics.wallTime = result.metrics.wallTime.map { wallTime in
                fixtures.wallTime(wallTime.samplesByRound.map { $0.map { $0 * 1.3 } })
            }
            return result
        }

        let comparison = compare(old, new)

        #expect(comparison.regressions.map(\.subject) == [.floor],
                "Expected the floor's time to regress and MVC's ratio to it not to, got \(comparison.regressions)")
    }

    @Test func floorTwoPercentSlowerForEverySubject_isTheMachinesDriftNotAChange() {
        let old = fixtures.timedPair(mvc: 1_200, noise: 0.002, seed: 1)
        let new = fixtures.timedPair(mvc: 1_200, noise: 0.002, seed: 50).map { result -> BenchResult in
            var result = result
            result.metrics.wallTime = result.metrics.wallTime.map { wallTime in
                fixtures.wallTime(wallTime.samplesByRound.map { $0.map { $0 * 1.02 } })
            }
            return result
        }

        let floor = compare(old, new).entries.first { $0.metric == .wallTime && $0.subject == .floor }

        #expect(floor?.timing?.isSignificant == false && floor?.verdict == .withinNoise,
                "Expected +2 % on every subject to stay within the \(RunComparison.absoluteTimeDrift * 100) % a machine drifts between runs, got \(String(describing: floor))")
    }

    @Test func patternRatioMovedLessThanTheRunToRunDrift_isWithinNoise() {
        let comparison = compare(fixtures.timedPair(mvc: 1_000, noise: 0.002, seed: 1),
                                 fixtures.timedPair(mvc: 1_003, noise: 0.002, seed: 50))

        let timing = comparison.entries.first { $0.metric == .wallTime && $0.subject == .pattern(.mvc) }
        #expect(timing?.timing?.isSignificant == false,
                "Expected +0.3 % over the floor to stay within the \(RunComparison.overFloorDrift * 100) % two runs drift apart, got \(String(describing: timing))")
    }

    @Test func json_saysWhichDriftEachTimingTestAllowed() throws {
        let comparison = compare(fixtures.timedPair(mvc: 1_000, seed: 1), fixtures.timedPair(mvc: 1_010, seed: 50))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(comparison.jsonText().utf8)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        let margin = { (pattern: String, metric: String) in
            entries.first { $0["pattern"] as? String == pattern && $0["metric"] as? String == metric }?["driftMargin"]
        }

        #expect(margin("mvc", "wallTime") as? Double == RunComparison.overFloorDrift, "Expected the over-floor margin")
        #expect(margin("floor", "wallTime") as? Double == RunComparison.absoluteTimeDrift, "Expected the absolute margin")
        #expect(margin("mvc", "retains") is NSNull, "Expected null for a count, which has no timing test")
    }

    @Test func timingSignificantButWithinThreshold_isUnchanged() {
        let comparison = compare(fixtures.timedPair(mvc: 1_000, seed: 1), fixtures.timedPair(mvc: 1_020, seed: 50),
                                 thresholds: try! RegressionThresholds.parse("wall=5"))

        let timing = comparison.entries.first { $0.metric == .wallTime && $0.subject == .pattern(.mvc) }
        #expect(timing?.timing?.isSignificant == true && timing?.verdict == .unchanged,
                "Expected a significant +2 % under a 5 % threshold to be unchanged, got \(String(describing: timing))")
    }

    @Test func significantChangeUnderTheThreshold_isNamedInTheSummaryAndListedBeforeTheRest() throws {
        let comparison = compare(fixtures.timedPair(mvc: 1_000, noise: 0.002, seed: 1),
                                 fixtures.timedPair(mvc: 1_020, noise: 0.002, seed: 50))
        let markdown = comparison.markdownText(oldLabel: "old.json", newLabel: "new.json")

        let significant = try #require(comparison.significantUnderThreshold.first)
        #expect(comparison.significantUnderThreshold.count == 1 && significant.subject == .pattern(.mvc)
                    && significant.metric == .wallTime, "Expected MVC's +2 % alone, got \(comparison.significantUnderThreshold)")
        #expect(comparison.summary.contains("(1 significant timing change under its threshold)"), "Got \(comparison.summary)")
        #expect(comparison.entriesByAttention.first == significant, "Expected it listed first when nothing regressed")
        #expect(markdown.contains("### Significant, under the threshold"), "Expected it in the open in Markdown")
    }

    @Test func timingNotGated_isNeverARegression() throws {
        let comparison = compare(fixtures.timedPair(mvc: 1_000, seed: 1), fixtures.timedPair(mvc: 1_300, seed: 50),
                                 thresholds: try RegressionThresholds.parse("wall=off"))

        #expect(comparison.regressions.isEmpty, "Expected wall=off to stop gating wall time")
    }

    @Test func newResult_isAdded_andDoesNotFail() {
        let comparison = compare([fixtures.result(.floor)], [fixtures.result(.floor), fixtures.result(.pattern(.viper))])

        #expect(Set(comparison.entries(.added).map(\.key)) == ["dispatch/like/viper"], "Expected viper added")
        #expect(comparison.exitCode == 0, "Expected an added result not to fail")
    }

    @Test func resultTheNewRunLacks_isMissingAndFails() {
        let comparison = compare([fixtures.result(.floor), fixtures.result(.pattern(.mvp))], [fixtures.result(.floor)])

        #expect(Set(comparison.missing.map(\.key)) == ["dispatch/like/mvp"], "Expected mvp's gated counts missing")
        #expect(comparison.missing.allSatisfy { $0.missingReason?.hasPrefix("not in the new run") == true },
                "Expected the reason: the result is not in the new run")
        #expect(comparison.exitCode == 3, "Expected a gate that cannot see a result to fail, not to pass")
    }

    @Test func emptyNewRun_failsWithEveryGatedMetricMissing() {
        let comparison = compare([fixtures.result(.floor), fixtures.result(.pattern(.mvc))], [])

        #expect(comparison.missing.count == 4, "Expected retains and bytes of both results missing")
        #expect(comparison.exitCode == 3, "Expected an empty run to fail the comparison")
        #expect(comparison.summary.hasPrefix("4 missing in the new run (2 results), nothing gated compared"),
                "Expected the summary to lead with what is missing, got \(comparison.summary)")
    }

    @Test func emptyNewRun_failsEvenWhenMissingMetricsAreExpected() {
        let comparison = RunComparison(old: fixtures.report([fixtures.result()]), new: fixtures.report([]),
                                       thresholds: .default, allowsMissing: true)

        #expect(comparison.comparesNothing && comparison.exitCode == 3,
                "Expected --allow-missing to excuse some metrics, never a comparison of nothing")
        #expect(comparison.exitCode(allowingEnvironmentChange: true) == 3, "Expected no option to excuse it")
    }

    @Test func newRunWhoseOnlyGatedValuesWereMeasuredAnotherWay_comparesNothingAndFails() {
        let (old, new) = liveBytesReports(oldMechanism: Self.interposedBytes, newMechanism: Self.heapStatistics,
                                          liveObjects: nil)

        let comparison = RunComparison(old: old, new: new, thresholds: .default, allowsMissing: true)

        #expect(comparison.comparesNothing && comparison.exitCode(allowingEnvironmentChange: true) == 3,
                "Expected a comparison in which no gated value was measured both ways alike to fail")
    }

    @Test func countTheNewRunCouldNotMeasure_isMissingWithTheNewRunsReason() {
        var new = fixtures.report([BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvc),
                                               metrics: Metrics([.bytes: 96]))])
        new.metadata.unmeasured = ["retains": "counts: not available on macOS: no interposition"]

        let comparison = RunComparison(old: fixtures.report([fixtures.result()]), new: new, thresholds: .default)

        #expect(comparison.missing.map(\.metric) == [.retains], "Expected retains missing, bytes compared")
        #expect(comparison.missing.first?.missingReason == "n/a in the new run: counts: not available on macOS: no interposition",
                "Expected the new run's own reason")
        #expect(comparison.exitCode == 3, "Expected a count that became n/a to fail the gate")
    }

    @Test func ungatedMetricTheNewRunLacks_isRemovedAndDoesNotFail() throws {
        let comparison = compare([fixtures.result()], [BenchResult(suite: .dispatch, benchmark: "like",
                                                                   subject: .pattern(.mvc), metrics: Metrics([.retains: 10]))],
                                 thresholds: try RegressionThresholds.parse("bytes=off"))

        #expect(comparison.entries(.removed).map(\.metric) == [.bytes], "Expected the ungated bytes only removed")
        #expect(comparison.exitCode == 0, "Expected a metric nobody gates not to fail")
    }

    @Test func missingMetrics_whenExpected_areListedButDoNotFail() {
        let comparison = RunComparison(old: fixtures.report([fixtures.result(), fixtures.result(.floor)]),
                                       new: fixtures.report([Self.bytesOnly]), thresholds: .default, allowsMissing: true)

        #expect(comparison.missing.count == 3 && comparison.exitCode == 0, "Expected --allow-missing to excuse them")
        #expect(comparison.summary.contains("expected"), "Expected the summary to say they were expected")
    }

    @Test func missingMetrics_acrossAnotherCountingMechanism_areExcusedByAllowingTheEnvironmentChange() {
        var new = fixtures.report([Self.bytesOnly])
        new.metadata.countingMechanism = "n/a: not available on macOS"

        let comparison = RunComparison(old: fixtures.report([fixtures.result()]), new: new, thresholds: .default)

        #expect(comparison.exitCode(allowingEnvironmentChange: true) == 0, "Expected the counting change to explain it")
        #expect(comparison.exitCode(allowingEnvironmentChange: false) == 3, "Expected it to fail when not allowed")
    }

    @Test func liveBytes_measuredAnotherWay_areMissingNotCompared() throws {
        let (old, new) = liveBytesReports(oldMechanism: Self.interposedBytes, newMechanism: Self.heapStatistics)

        let comparison = RunComparison(old: old, new: new, thresholds: .default)

        let entry = try #require(comparison.entries.first { $0.metric == .liveBytes }, "Expected a live bytes entry")
        #expect(entry.verdict == .missing && entry.new == nil && entry.percent == nil,
                "Expected the other mechanism's value not compared, got \(entry)")
        #expect(entry.missingReason == "measured another way in the new run: allocator statistics instead of "
                + "interposition of malloc and free; not compared",
                "Got \(String(describing: entry.missingReason))")
        #expect(comparison.regressions.isEmpty, "Expected no regression from another mechanism's larger figure")
        #expect(comparison.exitCode == 3, "Expected the gate to fail: the baseline's live bytes were not measured")
    }

    @Test func liveBytes_measuredAnotherWay_areExcusedByAllowingTheEnvironmentChange() {
        let (old, new) = liveBytesReports(oldMechanism: Self.interposedBytes, newMechanism: Self.heapStatistics)

        let comparison = RunComparison(old: old, new: new, thresholds: .default)

        #expect(comparison.environmentWarning?.contains(
                    "live bytes: \"interposition of malloc and free\" → \"allocator statistics\"") == true,
                "Expected the mechanism change named, got \(String(describing: comparison.environmentWarning))")
        #expect(comparison.exitCode(allowingEnvironmentChange: true) == 0, "Expected the mechanism change to explain it")
    }

    @Test func liveBytes_sameMechanismOtherwiseWorded_areCompared() {
        let (old, new) = liveBytesReports(oldMechanism: Self.interposedBytes,
                                          newMechanism: "interposition of malloc and free (usable bytes)")

        let comparison = RunComparison(old: old, new: new, thresholds: .default)

        #expect(comparison.regressions.map(\.metric) == [.liveBytes], "Expected the growth compared and reported")
        #expect(comparison.environmentWarning == nil, "Expected no warning for one mechanism")
    }

    @Test func liveBytesFromAllocatorStatistics_withinTheirDrift_areUnchanged() throws {
        let drift = RegressionThresholds.allocatorStatisticsDrift
        let comparison = statisticsComparison(10_000, 10_000 * (1 + drift / 100 * 0.9))

        let entry = try #require(comparison.entries.first { $0.metric == .liveBytes })
        #expect(entry.verdict == .unchanged && entry.threshold == drift,
                "Expected a change under the allocator's drift gated at \(drift) %, got \(entry.verdict), \(String(describing: entry.threshold))")
        #expect(comparison.exitCode == 0, "Expected runner drift not to fail the gate")
    }

    @Test func liveBytesFromAllocatorStatistics_beyondTheirDrift_areARegression() {
        let drift = RegressionThresholds.allocatorStatisticsDrift
        let comparison = statisticsComparison(10_000, 10_000 * (1 + drift / 100 * 1.1))

        #expect(comparison.regressions.map(\.metric) == [.liveBytes], "Expected a growth beyond the drift to regress")
    }

    @Test func liveBytesFromAllocatorStatistics_stopBeingGatedWhenTurnedOff() throws {
        let comparison = statisticsComparison(10_000, 20_000, thresholds: try RegressionThresholds.parse("liveBytes=off"))

        #expect(comparison.exitCode == 0, "Expected liveBytes=off to stop gating them")
    }

    @Test func interposedLiveBytes_stayExact() {
        let comparison = statisticsComparison(10_000, 10_016, mechanism: Self.interposedBytes)

        #expect(comparison.regressions.map(\.metric) == [.liveBytes], "Expected 16 counted bytes more to regress")
    }

    @Test func allocatorStatisticsMechanism_isOneTheComparisonRecognises() {
        #expect(Allocator.statisticsMechanismNames.contains { Allocator.statisticsMechanism.hasPrefix($0) },
                "Expected this system's mechanism to start with a listed name, or its bytes would be gated exactly")
    }

    @Test func missingMetrics_acrossAnotherToolchainOnly_stillFail() {
        let comparison = RunComparison(old: fixtures.report([fixtures.result()], toolchain: "Swift version 6.2"),
                                       new: fixtures.report([]), thresholds: .default)

        #expect(comparison.exitCode(allowingEnvironmentChange: true) == 3,
                "Expected a toolchain change not to explain a metric the new run lacks")
    }

    @Test func anotherToolchain_isComparedUnderAWarning() {
        let comparison = RunComparison(old: fixtures.report([fixtures.result(retains: 10)], toolchain: "Swift version 6.2"),
                                       new: fixtures.report([fixtures.result(retains: 11)]), thresholds: .default)

        #expect(comparison.environmentWarning?.contains("toolchain: \"Swift version 6.2\" → \"Swift version 6.3.1\"") == true,
                "Expected the toolchain difference named, got \(String(describing: comparison.environmentWarning))")
        #expect(comparison.exitCode == 3, "Expected the regression still reported")
    }

    @Test func sameEnvironment_hasNoWarning() {
        #expect(compare([fixtures.result()], [fixtures.result()]).environmentWarning == nil, "Expected no warning")
    }

    @Test func summary_countsEachVerdict() {
        let comparison = compare([fixtures.result(retains: 10, bytes: 96)], [fixtures.result(retains: 11, bytes: 80)])

        #expect(comparison.summary == "1 regression, 1 improvement · 2 compared: 0 unchanged, 0 within noise",
                "Got \(comparison.summary)")
    }

    // MARK: - Helpers

    private var fixtures: ComparisonFixtures.Type { ComparisonFixtures.self }

    private func compare(_ old: [BenchResult], _ new: [BenchResult], thresholds: RegressionThresholds = .default)
        -> RunComparison {
        RunComparison(old: fixtures.report(old), new: fixtures.report(new, commit: "bbbbbbb"), thresholds: thresholds)
    }

    /// MVC's scene with `old`, then `new` live bytes, both read by `mechanism` (the allocator's statistics by default).
    private func statisticsComparison(
        _ old: Double, _ new: Double, mechanism: String = Allocator.statisticsMechanism + ", in use after the render",
        thresholds: RegressionThresholds = .default
    ) -> RunComparison {
        func report(_ liveBytes: Double) -> BenchReport {
            var report = fixtures.report([BenchResult(suite: .memory, benchmark: "scene", subject: .pattern(.mvc),
                                                      metrics: Metrics([.liveBytes: liveBytes, .liveObjects: 40]))])
            report.metadata.mechanisms = ["liveBytes": mechanism]
            return report
        }
        return RunComparison(old: report(old), new: report(new), thresholds: thresholds)
    }

    /// MVC's like with its bytes counted and its retains not.
    static let bytesOnly = BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvc),
                                       metrics: Metrics([.bytes: 96]))

    static let interposedBytes = "interposition of malloc and free, in a separate process (usable bytes allocated "
        + "minus freed)"
    static let heapStatistics = "allocator statistics (bytes in use), in use after the render minus before"

    /// A `memory/scene` result of 10 000 live bytes measured by `oldMechanism`, then of 11 000 by `newMechanism`, both
    /// with `liveObjects` live objects (nil: not measured).
    private func liveBytesReports(oldMechanism: String, newMechanism: String, liveObjects: Double? = 40)
        -> (old: BenchReport, new: BenchReport) {
        func report(_ liveBytes: Double, _ mechanism: String) -> BenchReport {
            var metrics = Metrics([.liveBytes: liveBytes])
            metrics[.liveObjects] = liveObjects
            var report = fixtures.report([BenchResult(suite: .memory, benchmark: "scene", subject: .pattern(.mvc),
                                                      metrics: metrics)])
            report.metadata.mechanisms = ["liveBytes": mechanism]
            return report
        }
        return (report(10_000, oldMechanism), report(11_000, newMechanism))
    }
}

@Suite struct RegressionThresholdsTests {
    @Test func spec_setsMetricsOneByOneOverTheDefaults() throws {
        let thresholds = try RegressionThresholds.parse("retains=0,bytes=10%,wall=25")

        #expect(thresholds[.bytes] == 10 && thresholds[.wallTime] == 25, "Expected bytes 10 % and wall time 25 %")
        #expect(thresholds[.objects] == 0, "Expected unnamed counts to keep the exact default")
    }

    @Test func onePercentage_appliesToEveryCountButNotWallTime() throws {
        let thresholds = try RegressionThresholds.parse("5")

        #expect(thresholds[.retains] == 5 && thresholds[.instructions] == 5, "Expected every count at 5 %")
        #expect(thresholds[.wallTime] == Metric.defaultTimingThreshold, "Expected wall time at its default")
    }

    @Test func file_readsPercentagesAndNulls() throws {
        let path = try ComparisonFixtures.temporaryFile(#"{"bytes": 5, "wallTime": 10, "instructions": null}"#)

        let thresholds = try RegressionThresholds.load(path: path)

        #expect(thresholds[.bytes] == 5 && thresholds[.wallTime] == 10, "Expected the file's percentages")
        #expect(thresholds[.instructions] == nil && thresholds[.retains] == 0, "Expected null ungated, others default")
    }

    @Test func allocatorStatisticsDrift_isTheNumberPlatformsMdStates() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/PLATFORMS.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let stated = "`RegressionThresholds.allocatorStatisticsDrift` ("
            + MetricFormatter.count(RegressionThresholds.allocatorStatisticsDrift) + " %)"

        #expect(text.contains(stated), "Expected docs/PLATFORMS.md to state \(stated), beside its measurement")
    }

    @Test(arguments: [#"{"speed": 5}"#, #"{"bytes": -1}"#, #"{"bytes": "5"}"#, "[1]", "not json", ""])
    func badFile_isOneLineNamingIt(contents: String) throws {
        let path = try ComparisonFixtures.temporaryFile(contents)

        do {
            _ = try RegressionThresholds.load(path: path)
            Issue.record("Expected \(contents.debugDescription) to be refused")
        } catch {
            #expect(error.message.contains(path) && !error.message.contains("\n"), "Expected one line naming the file")
        }
    }
}
