// Specifications of the nearest-relative lines: a pattern set beside the column it varies (`Pattern.nearestRelatives`,
// VIP beside VIPER) in every format, only when both were measured and did the same UI work, with the verdict of
// `ResultGroup.comparison(of:with:)`; and old reports, written before the lines existed, still read and compare clean.
import BenchTestSupport
import Foundation
import SceneRig
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchResults

@Suite struct ReportRelativeTests {
    private let vip = SceneSubject.pattern(.vip), viper = SceneSubject.pattern(.viper)

    @Test func table_timedGroup_showsVIPBesideVIPERWithItsIntervalAndVerdict() throws {
        let table = Self.timed(vip: 1_170).tableText()
        let line = try #require(table.split(separator: "\n").first { $0.contains("vip beside viper") },
                                "Expected a line setting vip beside viper, got\n\(table)")

        #expect(line.hasPrefix("    vip beside viper, its nearest relative: 1.17× ("), "Expected the ratio first, got \(line)")
        #expect(line.hasSuffix("), significantly dearer"), "Expected the interval and the verdict, got \(line)")
    }

    @Test func markdown_timedGroup_listsTheRelativeUnderTheTable() {
        let markdown = Self.timed(vip: 1_170).markdownText()

        #expect(markdown.contains("- vip beside viper, its nearest relative: 1.17× ("), "Expected a list item, got\n\(markdown)")
        #expect(markdown.contains("significantly dearer"), "Expected the verdict in Markdown")
    }

    @Test func html_timedGroup_listsTheRelativeUnderTheTable() {
        let html = Self.timed(vip: 1_170).htmlText()

        #expect(html.contains("<ul class=\"relatives\">"), "Expected a list of relatives in the page")
        #expect(html.contains("<li>vip beside viper, its nearest relative: 1.17× ("), "Expected the line as an item")
    }

    @Test func json_timedGroup_writesEachResultsRelativesWithRatioIntervalPAndVerdict() throws {
        let results = try Self.jsonResults(Self.timed(vip: 1_170))
        let vipResult = try #require(results.first { $0["pattern"] as? String == "vip" }, "Expected a VIP result")
        let relatives = try #require(vipResult["relatives"] as? [[String: Any]], "Expected a relatives array")
        let relative = try #require(relatives.first, "Expected VIPER among VIP's relatives")
        let timing = try #require(relative["timing"] as? [String: Any], "Expected the timing comparison")

        #expect(relatives.count == 1 && relative["subject"] as? String == "viper", "Expected VIPER alone, got \(relatives)")
        #expect(relative["metric"] as? String == "wallTime" && relative["verdict"] as? String == "dearer",
                "Expected a timed verdict, got \(relative)")
        let ratio = try #require(relative["ratio"] as? Double), low = try #require(timing["low"] as? Double)
        let high = try #require(timing["high"] as? Double)
        #expect(low < ratio && ratio < high && abs(ratio - 1.17) < 0.01, "Expected 1.17 inside its interval, got \(relative)")
        #expect(timing["adjustedPValue"] is Double, "Expected the Holm-adjusted p-value")
    }

    @Test func json_patternWithoutRelatives_writesAnEmptyList() throws {
        let results = try Self.jsonResults(Self.timed(vip: 1_170))
        let viperResult = try #require(results.first { $0["pattern"] as? String == "viper" }, "Expected a VIPER result")

        #expect((viperResult["relatives"] as? [Any])?.isEmpty == true, "Expected [] for VIPER, which varies nobody")
    }

    @Test func csv_timedGroup_writesTheRelativesRowsAfterTheMetrics() throws {
        let records = Self.timed(vip: 1_170).csvText().components(separatedBy: "\r\n")
        let ratio = try #require(records.first { $0.hasPrefix("dispatch,like,vip,,relative.viper.ratio,") },
                                 "Expected a ratio row, got \(records.filter { $0.contains("relative") })")

        #expect(ratio.hasSuffix(",ratio") && ratio.contains(",1.1"), "Expected the ratio and its unit, got \(ratio)")
        #expect(records.contains("dispatch,like,vip,,relative.viper.verdict,dearer,text"), "Expected the verdict row")
        for field in ["low", "high", "adjustedPValue"] {
            #expect(records.contains { $0.hasPrefix("dispatch,like,vip,,relative.viper.\(field),") }, "Expected \(field)")
        }
    }

    @Test func json_decodedAfterWritingRelatives_equalsTheOriginal() throws {
        let report = Self.timed(vip: 1_170)

        #expect(try BenchReport(jsonData: try report.jsonData()) == report, "Expected relatives derived, never read back")
    }

    @Test(arguments: [OutputFormat.table, .markdown, .html, .csv, .json])
    func withoutTheRelativeMeasured_noFormatSetsVIPBesideIt(format: OutputFormat) throws {
        let vipAlone = ComparisonFixtures.report(Self.timedResults(vip: 1_170).filter { $0.subject != viper })

        let text = try vipAlone.rendered(as: format)

        #expect(!text.contains("beside viper") && !text.contains("relative.viper")
                && !text.contains("\"subject\" : \"viper\""), "Expected no comparison with an unmeasured VIPER in \(format)")
    }

    @Test func countMetric_givesAnExactVerdictWithTheQuotient() throws {
        let group = try #require(Self.memory(vip: 2_000, viper: 1_600).groups.first, "Expected a memory group")
        let entry = try #require(group.relativeComparisons.first, "Expected VIP beside VIPER")

        #expect(entry.comparison?.verdict == .dearer && entry.comparison?.timing == nil, "Expected an exact verdict")
        #expect(entry.ratio == 1.25, "Expected 2 000 / 1 600 bytes = 1.25, got \(String(describing: entry.ratio))")
        #expect(group.relativeLines == ["vip beside viper, its nearest relative: 1.25×, dearer (exact)"],
                "Expected the line to say exact, got \(group.relativeLines)")
    }

    @Test func equalCounts_readEqualNeverInsignificant() throws {
        let group = try #require(Self.memory(vip: 1_600, viper: 1_600).groups.first, "Expected a memory group")

        #expect(group.relativeLines == ["vip beside viper, its nearest relative: 1.00×, equal (exact)"],
                "Expected equal counts called equal, got \(group.relativeLines)")
    }

    @Test(arguments: [1_170.0, 1_003, 850])
    func verdictAndRatio_areThoseOfComparisonOfWith(vipMedian: Double) throws {
        let group = try #require(Self.timed(vip: vipMedian).groups.first, "Expected a timed group")
        let entry = try #require(group.relativeComparisons.first, "Expected VIP beside VIPER")
        let expected = try #require(group.comparison(of: vip, with: viper), "Expected the pair comparable")

        #expect(entry.comparison == expected, "Expected the very comparison of comparison(of:with:)")
        #expect(entry.ratio == expected.timing?.ratio.estimate, "Expected the ratio of that comparison's timing")
    }

    @Test func severalRelativesInOneGroup_eachAgreeWithComparisonOfWith() throws {
        let medians: [(SceneSubject, Double)] = [(.floor, 900), (.pattern(.mvvm), 1_100), (.pattern(.viper), 1_000),
                                                 (.pattern(.vip), 1_170), (.pattern(.store), 1_050)]
        let report = ComparisonFixtures.report(medians.enumerated().map { index, entry in
            ComparisonFixtures.result(entry.0, rounds: ComparisonFixtures.rounds(median: entry.1, seed: UInt64(20 + index)))
        })
        let group = try #require(report.groups.first, "Expected a timed group")

        #expect(group.relativeComparisons.map { "\($0.subject)/\($0.relative)" } == ["vip/viper", "store/mvvm"],
                "Expected each declared pair once, in row order, got \(group.relativeComparisons)")
        for entry in group.relativeComparisons {
            #expect(entry.comparison == group.comparison(of: entry.subject, with: entry.relative),
                    "Expected \(entry.subject) beside \(entry.relative) to be comparison(of:with:)'s answer")
        }
    }

    @Test func timingsWithinNoise_readNotSignificant() throws {
        let group = try #require(Self.timed(vip: 1_003).groups.first, "Expected a timed group")

        #expect(group.relativeLines.count == 1 && group.relativeLines[0].hasSuffix(", not significant"),
                "Expected no verdict beyond noise, got \(group.relativeLines)")
    }

    @Test func unequalUIWork_saysWhyAndGivesNoVerdict() throws {
        var report = Self.timed(vip: 1_170)
        for index in report.results.indices {
            let ui: Double = report.results[index].subject == vip ? 7 : 5
            report.results[index].metrics[.ui] = ui
            report.results[index].metrics.uiBreakdown = ["propertySets": ui]
        }
        let group = try #require(report.groups.first, "Expected a timed group")

        #expect(group.relativeLines == ["vip beside viper, its nearest relative: not compared: unequal UI work"],
                "Expected the reason instead of a verdict, got \(group.relativeLines)")
        let json = try report.jsonText()
        #expect(!report.csvText().contains("relative.viper") && !json.contains("\"subject\" : \"viper\""),
                "Expected no verdict in CSV or JSON")
    }

    @Test func leakCheck_setsNobodyBesideARelative() {
        let leaks = BenchReport.fabricated().groups.filter { $0.benchmark == "leak-check" }

        #expect(leaks.allSatisfy { $0.relativeComparisons.isEmpty }, "Expected nothing compared where nothing is ranked")
    }

    @Test @MainActor func committedCountBaseline_readsAndComparesCleanWithItself() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".ci/baselines")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(!names.isEmpty, "Expected a committed count baseline")

        for name in names {
            let path = directory.appendingPathComponent(name).path
            let rewritten = try ComparisonFixtures.temporaryFile(
                try BenchReport(jsonData: try Data(contentsOf: URL(fileURLWithPath: path))).jsonText())
            let output = NSTemporaryDirectory() + "archbench-relatives-\(UUID().uuidString).txt"
            #expect(BenchCommand.main(arguments: ["compare", path, rewritten, "--output", output]) == 0,
                    "Expected \(name), read and written again with its relatives, to compare clean with itself")
        }
    }

    // MARK: - Helpers

    /// `dispatch/like`: the floor around 900 ns, VIPER around 1 000 ns, VIP around `vip`; ten rounds, 1 % noise.
    private static func timedResults(vip: Double) -> [BenchResult] {
        let medians: [(BenchResult.Subject, Double)] = [(.floor, 900), (.pattern(.viper), 1_000), (.pattern(.vip), vip)]
        return medians.enumerated().map { index, entry in
            ComparisonFixtures.result(entry.0, rounds: ComparisonFixtures.rounds(median: entry.1, seed: UInt64(10 + index)))
        }
    }

    private static func timed(vip: Double) -> BenchReport {
        ComparisonFixtures.report(timedResults(vip: vip))
    }

    /// `memory/scene-rows` at 1 000 rows: live bytes of VIP and VIPER, counted, no floor.
    private static func memory(vip: Double, viper: Double) -> BenchReport {
        ComparisonFixtures.report([(SceneSubject.pattern(.viper), viper), (.pattern(.vip), vip)].map { subject, bytes in
            BenchResult(suite: .memory, benchmark: "scene-rows", subject: subject, parameters: ["rows": 1_000],
                        metrics: Metrics([.liveObjects: 3_000, .liveBytes: bytes]))
        })
    }

    private static func jsonResults(_ report: BenchReport) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any]
        return try #require(object?["results"] as? [[String: Any]], "Expected a results array")
    }
}
