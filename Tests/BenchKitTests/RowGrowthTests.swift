// Specification of the memory suite's growth figures: per-row values and the least-squares slope.
@testable import BenchKit
import Testing

@Suite struct RowGrowthSpecification {
    @Test func slope_ofAnExactLine_isItsGradient() {
        #expect(RowGrowth.slope(x: [10, 100, 1_000], y: [1_500, 6_000, 51_000]) == 50)
    }

    @Test func slope_withAMissingValue_isNil() {
        #expect(RowGrowth.slope(x: [10, 100], y: [1, nil]) == nil)
    }

    @Test func growth_addsPerRowValuesAndOneSlopePerSubjectAfterTheFootprints() {
        let footprints = [(10, 1_500.0), (100, 6_000.0)].map { rows, bytes in
            BenchResult(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvc), parameters: ["rows": rows],
                        metrics: Metrics(liveObjects: Double(rows), liveBytes: bytes))
        }
        let leak = BenchResult(suite: .memory, benchmark: "leak-check", subject: .pattern(.mvc), metrics: Metrics(survivors: 0))
        let results = RowGrowth.addingGrowth(to: footprints + [leak])
        #expect(results.map(\.benchmark) == ["scene-rows", "scene-rows", "row-growth", "leak-check"])
        #expect(results[0].metrics.liveBytesPerRow == 150 && results[1].metrics.liveBytesPerRow == 60)
        #expect(results[2].metrics.liveBytesPerRow == 50 && results[2].metrics.liveObjectsPerRow == 1)
    }
}
