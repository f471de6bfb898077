// Specifications of a run's own cost: its seconds, and the same in floor likes, the unit a host's speed cancels out of.
import BenchResults
import BenchTestSupport
import Foundation
import Testing

@testable import BenchReports

@Suite struct RunCostTests {
    @Test func runCost_isTheRunsTimeOverOneFloorLike() {
        let cost = RunMetadata.RunCost(seconds: 10, floorLikeNanoseconds: 1_000)

        #expect(cost.floorLikes == 10_000_000, "Expected 10 s over 1 µs: ten million floor likes")
    }

    @Test(arguments: [nil, 0, -1, Double.nan, Double.infinity])
    func runCost_withoutAUsableFloorLike_hasNoFloorLikes(floorLike: Double?) {
        let cost = RunMetadata.RunCost(seconds: 10, floorLikeNanoseconds: floorLike)

        #expect(cost.floorLikes == nil, "Expected no host-free figure from a floor like of \(String(describing: floorLike))")
    }

    @Test func costLine_saysBothFigures() {
        let line = RunMetadata.costLine(RunMetadata.RunCost(seconds: 9.68, floorLikes: 9_300_000))

        #expect(line.hasPrefix("9.68 s = 9.3 M floor likes"), "Got \(line)")
    }

    @Test func runCost_roundTripsThroughJSON_andIsAbsentFromOlderReports() throws {
        var metadata = BenchReport.fabricated().metadata
        metadata.runCost = RunMetadata.RunCost(seconds: 9.68, floorLikes: 9_300_000)

        let decoded = try BenchJSON.decoder().decode(RunMetadata.self, from: BenchJSON.encoder(pretty: false).encode(metadata))
        var older = try JSONSerialization.jsonObject(with: BenchJSON.encoder(pretty: false).encode(metadata)) as? [String: Any]
        older?.removeValue(forKey: "runCost")
        let olderDecoded = try BenchJSON.decoder().decode(
            RunMetadata.self, from: JSONSerialization.data(withJSONObject: older ?? [:]))

        #expect(decoded.runCost == metadata.runCost, "Expected the cost to survive a JSON round trip")
        #expect(olderDecoded.runCost == nil, "Expected a report written before run costs to read as having none")
    }
}
