// Specification of the memory suite's growth figures: per-row values and the least-squares slope.
import Testing

@testable import BenchMeasurement
@testable import BenchResults

@Suite struct RowGrowthTests {
    @Test func slope_ofAnExactLine_isItsGradient() {
        #expect(RowGrowth.slope(x: [10, 100, 1_000], y: [1_500, 6_000, 51_000]) == 50)
    }

    @Test func slope_withAMissingValue_isNil() {
        #expect(RowGrowth.slope(x: [10, 100], y: [1, nil]) == nil)
    }

    @Test func growth_addsPerRowValuesAndOneSlopePerSubjectAfterTheFootprints() {
        let footprints = [(10, 1_500.0), (100, 6_000.0)].map { rows, bytes in
            BenchResult(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvc), parameters: ["rows": rows],
                        metrics: Metrics([.liveObjects: Double(rows), .liveBytes: bytes]))
        }
        let leak = BenchResult(suite: .memory, benchmark: "leak-check", subject: .pattern(.mvc), metrics: Metrics([.survivors: 0]))
        let results = RowGrowth.addingGrowth(to: footprints + [leak], footprints: [0, 1])
        #expect(results.map(\.benchmark) == ["scene-rows", "scene-rows", "row-growth", "leak-check"])
        #expect(results[0].metrics[.liveBytesPerRow] == 150 && results[1].metrics[.liveBytesPerRow] == 60)
        #expect(results[2].metrics[.liveBytesPerRow] == 50 && results[2].metrics[.liveObjectsPerRow] == 1)
    }

    @Test func growth_followsHowResultsWereMeasured_notTheirNames() {
        let footprints = [10, 100].map { rows in
            BenchResult(suite: .memory, benchmark: "renamed-footprint", subject: .floor, parameters: ["rows": rows],
                        metrics: Metrics([.liveObjects: Double(rows)]))
        }
        let timed = BenchResult(suite: .memory, benchmark: "scene-rows", subject: .floor, parameters: ["rows": 10],
                                metrics: Metrics([.liveObjects: 5]))
        let results = RowGrowth.addingGrowth(to: footprints + [timed], footprints: [0, 1])
        #expect(results.map(\.benchmark) == ["renamed-footprint", "renamed-footprint", "row-growth", "scene-rows"],
                "Expected the slope after the footprints, whatever their name")
        #expect(results[3].metrics[.liveObjectsPerRow] == nil, "Expected no per-row value on a result that is no footprint")
    }
}
