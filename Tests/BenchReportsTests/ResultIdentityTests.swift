// Specifications of a result's identity: one key spelling, one identity carried by a result, its comparison entries
// and its history series, and the JSON keys it writes beside theirs.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchReports
@testable import BenchResults

@Suite struct ResultIdentityTests {
    @Test func key_namesSuiteBenchmarkAndSubject_thenTheParametersSortedByName() {
        let identity = ResultIdentity(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvvm),
                                      parameters: ["rows": 100, "columns": 2])

        #expect(identity.key == "memory/scene-rows/mvvm/columns=2/rows=100",
                "Expected the parameters sorted by name, got \(identity.key)")
    }

    @Test func comparisonEntriesAndHistorySeries_carryTheIdentityOfTheirResult() {
        let result = fixtures.result(retains: 10)
        let report = fixtures.report([result])

        let entries = RunComparison(old: report, new: report, thresholds: .default).entries
        let series = HistoryTrend(runs: [report, report]).series

        #expect(!entries.isEmpty && entries.allSatisfy { $0.identity == result.identity },
                "Expected every entry to carry the result's identity")
        #expect(!series.isEmpty && series.allSatisfy { $0.identity == result.identity },
                "Expected every series to carry the result's identity")
    }

    @Test func resultJSON_writesTheIdentityBesideTheMetrics_andReadsItBack() throws {
        let result = fixtures.result(.floor, retains: 8)

        let object = try jsonObject(result)
        let decoded = try BenchJSON.decoder().decode(BenchResult.self, from: BenchJSON.encoder().encode(result))

        #expect(object["suite"] as? String == "dispatch" && object["benchmark"] as? String == "like"
                    && object["pattern"] as? String == "floor" && object["parameters"] is NSNull && object["metrics"] != nil,
                "Expected suite, benchmark, pattern, a null parameters and the metrics side by side, got \(object.keys)")
        #expect(decoded == result, "Expected the result read back as written")
    }

    @Test func historySeriesJSON_leavesOutParameters_whenTheBenchmarkHasNone() throws {
        let trend = HistoryTrend(runs: [fixtures.report([fixtures.result(retains: 10)])])

        let document = try #require(try JSONSerialization.jsonObject(with: Data(trend.jsonText().utf8)) as? [String: Any])
        let series = try #require((document["series"] as? [[String: Any]])?.first)

        #expect(series["key"] as? String == "dispatch/like/mvc" && series["parameters"] == nil,
                "Expected the key and no parameters key (the history schema never wrote null), got \(series.keys)")
    }

    // MARK: Helpers

    private var fixtures: ComparisonFixtures.Type { ComparisonFixtures.self }

    private func jsonObject(_ result: BenchResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: BenchJSON.encoder().encode(result)) as? [String: Any])
    }
}
