// Specifications of the report schema: JSON round-trip, explicit nulls, schema versioning, grouping,
// ratios to the floor and to the best pattern, and the machine facts read from the system.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchPlatform
@testable import BenchReports
@testable import BenchResults

@Suite struct ReportTests {
    @Test func json_decodedFromItsOwnEncoding_equalsTheOriginal() throws {
        let report = BenchReport.fabricated()

        let decoded = try BenchReport(jsonData: try report.jsonData())

        #expect(decoded == report, "Expected decode(encode(report)) to equal the report")
    }

    @Test func json_unmeasuredMetrics_areWrittenAsNullNotOmitted() throws {
        let object = try jsonObject(BenchReport.fabricated())
        let results = try #require(object["results"] as? [[String: Any]], "Expected a results array")
        let metrics = try #require(results.first?["metrics"] as? [String: Any], "Expected metrics")

        #expect(metrics["instructions"] is NSNull, "Expected unmeasured instructions as null")
        #expect(metrics["liveBytes"] is NSNull, "Expected an absent liveBytes as null")
        #expect(results.first?["parameters"] is NSNull, "Expected absent parameters as null")
    }

    @Test func json_topLevel_carriesSchemaMetadataAndResults() throws {
        let object = try jsonObject(BenchReport.fabricated())
        let metadata = try #require(object["metadata"] as? [String: Any], "Expected a metadata object")

        #expect(object["schema"] as? Int == 1, "Expected schema version 1")
        #expect(metadata["date"] as? String == "2025-11-22T18:00:00Z", "Expected an ISO 8601 date")
        #expect(metadata["commit"] is NSNull, "Expected an unknown commit as null")
    }

    @Test func json_wallTime_isAnObjectWithUnitPercentilesAndSamples() throws {
        let object = try jsonObject(BenchReport.fabricated())
        let results = try #require(object["results"] as? [[String: Any]], "Expected a results array")
        let metrics = try #require(results.first?["metrics"] as? [String: Any], "Expected metrics")
        let wallTime = try #require(metrics["wallTime"] as? [String: Any], "Expected a wallTime object")

        #expect(wallTime["unit"] as? String == "ns", "Expected the unit to be written")
        let keys: Set = ["unit", "min", "p50", "p90", "p99", "mean", "samples", "rounds", "roundsSpeed"]
        #expect(Set(wallTime.keys) == keys, "Expected every statistic")
        #expect((wallTime["samples"] as? [Double])?.count == 30, "Expected the raw samples kept")
        #expect(wallTime["rounds"] as? [Int] == Array(repeating: 3, count: 10), "Expected each round's sample count")
    }

    @Test func json_keys_areSortedAndPretty() throws {
        let text = try BenchReport.fabricated().jsonText()

        let metadata = try #require(text.range(of: "\"metadata\""), "Expected a metadata key")
        let results = try #require(text.range(of: "\"results\""), "Expected a results key")
        let schema = try #require(text.range(of: "\"schema\""), "Expected a schema key")
        #expect(metadata.lowerBound < results.lowerBound, "Expected metadata before results")
        #expect(results.lowerBound < schema.lowerBound, "Expected results before schema")
        #expect(text.contains("\n  "), "Expected pretty-printed JSON")
    }

    @Test func json_unknownSchemaVersion_isRejected() throws {
        let text = try BenchReport.fabricated().jsonText()
            .replacingOccurrences(of: "\"schema\" : 1", with: "\"schema\" : 2")

        #expect(throws: DecodingError.self, "Expected schema 2 to be refused") {
            try BenchReport(jsonData: Data(text.utf8))
        }
    }

    @Test func groups_followSuiteOrderThenMeasuredOrder() {
        let titles = BenchReport.fabricated().groups.map(\.title)

        #expect(titles == ["dispatch · like", "memory · scene-rows (rows=1000)", "memory · leak-check"],
                "Expected groups by suite, then as measured")
    }

    @Test func groups_putTheFloorFirstThenPatternsInCanonicalOrder() throws {
        let group = try #require(BenchReport.fabricated().groups.first, "Expected a group")

        #expect(group.rows.map(\.result.subject.description) == ["floor", "mvc", "mvp", "mvvm", "viper"],
                "Expected the floor first, then the patterns in canonical order")
    }

    @Test func groups_bestPattern_isTheLowestMedian() throws {
        let group = try #require(BenchReport.fabricated().groups.first, "Expected a group")

        #expect(group.ranking == .wallTime, "Expected a timed group ranked by median")
        #expect(group.best == .mvvm, "Expected MVVM, with the lowest p50, to be best")
        #expect(group.rows.filter(\.isBest).map(\.result.subject) == [.pattern(.mvvm)], "Expected one best row")
    }

    @Test func groups_bestWithinNoiseOfTheRunnerUp_isTiedNotCrowned() throws {
        let group = try #require(Self.noisyGroup(mvvm: 1_000, mvc: 1_003).groups.first, "Expected a group")

        #expect(group.rows.filter(\.isBest).isEmpty, "Expected no ★ when the best is not significantly cheaper")
        #expect(Set(group.rows.filter { $0.standing == .tied }.map(\.result.subject)) == [.pattern(.mvc), .pattern(.mvvm)],
                "Expected the two indistinguishable patterns tied")
        #expect(Self.noisyGroup(mvvm: 1_000, mvc: 1_003).tableText().contains("mvvm ≈"), "Expected ≈ in the table")
    }

    @Test func groups_bestSignificantlyCheaper_isCrowned() throws {
        let group = try #require(Self.noisyGroup(mvvm: 1_000, mvc: 1_050).groups.first, "Expected a group")

        #expect(group.rows.filter(\.isBest).map(\.result.subject) == [.pattern(.mvvm)], "Expected mvvm ★ by 5 %")
        #expect(!group.rows.contains { $0.standing == .tied }, "Expected no tie")
    }

    @Test func json_carriesTheRatioToTheFloorWithItsIntervalAndTheStanding() throws {
        let object = try jsonObject(Self.noisyGroup(mvvm: 1_000, mvc: 1_050))
        let results = try #require(object["results"] as? [[String: Any]], "Expected a results array")
        let mvvm = try #require(results.first { $0["pattern"] as? String == "mvvm" }, "Expected an MVVM result")
        let versusFloor = try #require(mvvm["versusFloor"] as? [String: Any], "Expected versusFloor")

        #expect(mvvm["standing"] as? String == "best", "Expected the standing written")
        let low = try #require(versusFloor["low"] as? Double), high = try #require(versusFloor["high"] as? Double)
        #expect(low < 0.5 && high > 0.5 && versusFloor["significant"] as? Bool == true,
                "Expected the 95 % interval around 0.5 and significance, got \(versusFloor)")
        #expect(try BenchReport(jsonData: try Self.noisyGroup(mvvm: 1_000, mvc: 1_050).jsonData())
                    == Self.noisyGroup(mvvm: 1_000, mvc: 1_050), "Expected the derived fields ignored on reading")
    }

    @Test func groups_ratios_divideByTheFloorAndByTheBest() throws {
        let group = try #require(BenchReport.fabricated().groups.first, "Expected a group")
        let mvc = try #require(group.rows.first { $0.result.subject == .pattern(.mvc) }, "Expected an MVC row")
        let floor = try #require(group.rows.first, "Expected a floor row")

        #expect(mvc.ratioToFloor == 20, "Expected 800 ns / 40 ns = 20× the floor")
        #expect(mvc.ratioToBest == 2, "Expected 800 ns / 400 ns = 2× the best")
        #expect(floor.ratioToFloor == nil && floor.ratioToBest == nil, "Expected no ratios on the floor itself")
    }

    @Test func groups_memoryGroup_isRankedByLiveBytes() throws {
        let group = try #require(BenchReport.fabricated().groups.dropFirst().first, "Expected a memory group")

        #expect(group.ranking == .liveBytes, "Expected an untimed memory group ranked by live bytes")
        #expect(group.best == .mvc, "Expected the pattern with the fewest live bytes to be best")
    }

    @Test func groups_leakCheck_hasNoRanking() throws {
        let group = try #require(BenchReport.fabricated().groups.last, "Expected a leak-check group")

        #expect(group.ranking == nil && group.best == nil, "Expected the leak check not to be ranked")
    }

    @Test func metadata_readsTheCPUModelAndDistributionName() {
        let cpu = Platform.cpuModel(fromCPUInfo: "processor\t: 0\nmodel name\t: AMD EPYC 7763 64-Core Processor\n")
        let os = Platform.prettyName(fromOSRelease: "NAME=\"Ubuntu\"\nPRETTY_NAME=\"Ubuntu 24.04.2 LTS\"\n")

        #expect(cpu == "AMD EPYC 7763 64-Core Processor", "Expected the first model name line")
        #expect(os == "Ubuntu 24.04.2 LTS", "Expected PRETTY_NAME, unquoted")
    }

    @Test func metadata_current_truncatesTheDateToWholeSeconds() {
        let metadata = RunMetadata.current(
            buildConfiguration: "release", optimization: "-O", commit: nil, countingMechanism: "none",
            instructionCounting: nil, quick: true,
            sampler: .init(samples: 5, warmUpNanoseconds: 1, minimumSampleTimeNanoseconds: 1),
            date: Date(timeIntervalSince1970: 10.75))

        #expect(metadata.date == Date(timeIntervalSince1970: 10), "Expected the date to the second")
        #expect(metadata.cores >= 1, "Expected at least one core")
    }

    // MARK: - Helpers

    @Test func groups_withEqualUIWork_rankABestPatternAndCarryNoWarning() throws {
        let group = try #require(Self.withUIWork { _ in 5 }.groups.first, "Expected a group")

        #expect(!group.hasUnequalUIWork && group.best == .mvvm, "Expected equal work to be compared and ranked")
        #expect(group.unequalUIWorkLine == nil && group.columns().contains { $0.title == "ui" },
                "Expected a ui column and no warning")
    }

    @Test func groups_withUnequalUIWork_areFlaggedAndRankNoBestPattern() throws {
        let report = Self.withUIWork { $0 == .pattern(.mvc) ? 12 : 5 }
        let group = try #require(report.groups.first, "Expected a group")

        #expect(group.hasUnequalUIWork && group.best == nil && !group.rows.contains(where: \.isBest),
                "Expected no ★ when the subjects did different UI work")
        #expect(report.tableText().contains("⚠ unequal UI work per operation (floor 5, mvc 12, mvp 5, mvvm 5, viper 5)"),
                "Expected the table to say which subject did what")
        #expect(report.markdownText().contains("unequal UI work"), "Expected the Markdown to carry the warning")
    }

    @Test func groups_withTheSameUITotalButOtherWork_areFlagged() throws {
        var report = Self.withUIWork { _ in 5 }
        let index = try #require(report.results.firstIndex { $0.subject == .pattern(.mvp) })
        report.results[index].metrics.uiBreakdown = ["propertySets": 4, "reloads": 1]

        #expect(report.groups.first?.hasUnequalUIWork == true, "Expected the kinds of work to be compared, not the total")
    }

    /// A timed benchmark: the floor at 2 000 ns, MVVM and MVC around the given medians, 1 % noise, ten rounds.
    private static func noisyGroup(mvvm: Double, mvc: Double) -> BenchReport {
        let results: [(BenchResult.Subject, Double)] = [(.floor, 2_000), (.pattern(.mvvm), mvvm), (.pattern(.mvc), mvc)]
        return ComparisonFixtures.report(results.enumerated().map { index, entry in
            ComparisonFixtures.result(entry.0, rounds: ComparisonFixtures.rounds(median: entry.1, seed: UInt64(index)))
        })
    }

    /// The fabricated report with `ui` per subject on its timed group (all of it property sets).
    private static func withUIWork(_ work: (BenchResult.Subject) -> Double) -> BenchReport {
        var report = BenchReport.fabricated()
        for index in report.results.indices where report.results[index].suite == .dispatch {
            let ui = work(report.results[index].subject)
            report.results[index].metrics[.ui] = ui
            report.results[index].metrics.uiBreakdown = ["propertySets": ui]
        }
        return report
    }

    private func jsonObject(_ report: BenchReport) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: report.jsonData())
        return try #require(object as? [String: Any], "Expected a JSON object")
    }
}
