// Specifications of `Statistics`: exact order statistics, mean and spread on known samples.
import Foundation
import Testing

@testable import BenchStatistics

@Suite struct StatisticsTests {
    @Test func percentiles_ofZeroToHundred_areTheSamplesAtThoseRanks() throws {
        let statistics = try makeSUT(Array(0...100).map(Double.init).shuffled())

        #expect(statistics.min == 0, "Expected min 0, got \(statistics.min)")
        #expect(statistics.p50 == 50, "Expected p50 50, got \(statistics.p50)")
        #expect(statistics.p90 == 90, "Expected p90 90, got \(statistics.p90)")
        #expect(statistics.p99 == 99, "Expected p99 99, got \(statistics.p99)")
        #expect(statistics.max == 100, "Expected max 100, got \(statistics.max)")
        #expect(statistics.count == 101, "Expected 101 samples, got \(statistics.count)")
    }

    @Test func median_ofAnEvenCount_isTheMeanOfTheTwoMiddleSamples() throws {
        let statistics = try makeSUT([4, 1, 3, 2])

        #expect(statistics.p50 == 2.5, "Expected the median of 1…4 to be 2.5, got \(statistics.p50)")
    }

    @Test func percentiles_betweenRanks_interpolateLinearly() throws {
        let statistics = try makeSUT([10, 20, 30, 40, 50])   // rank = p × 4

        expectClose(statistics.p90, 46, "Expected p90 at rank 3.6: 40 + 0.6 × 10")
        expectClose(statistics.p99, 49.6, "Expected p99 at rank 3.96: 40 + 0.96 × 10")
        expectClose(statistics.percentile(0.25), 20, "Expected p25 at rank 1 exactly")
    }

    @Test func extremePercentiles_areMinAndMax() throws {
        let statistics = try makeSUT([7, 3, 9, 5])

        #expect(statistics.percentile(0) == 3, "Expected p0 to be the minimum")
        #expect(statistics.percentile(1) == 9, "Expected p100 to be the maximum")
    }

    @Test func meanAndStandardDeviation_ofKnownSamples_useBesselsCorrection() throws {
        let statistics = try makeSUT([2, 4, 4, 4, 5, 5, 7, 9])   // squared deviations sum to 32

        #expect(statistics.mean == 5, "Expected mean 5, got \(statistics.mean)")
        expectClose(statistics.standardDeviation, (32.0 / 7).squareRoot(), "Expected √(32 / (n − 1))")
    }

    @Test func aSingleSample_isEveryStatistic_withNoSpread() throws {
        let statistics = try makeSUT([42])

        let everyStatistic = [statistics.min, statistics.p50, statistics.p99, statistics.max, statistics.mean]
        #expect(everyStatistic == [42, 42, 42, 42, 42],
                "Expected every order statistic of one sample to be that sample")
        #expect(statistics.standardDeviation == 0, "Expected no spread for one sample")
    }

    @Test func noSamples_giveNoStatistics() {
        #expect(Statistics(samples: []) == nil, "Expected nil rather than made-up numbers for an empty sample set")
    }

    @Test func samples_areKeptInTheOrderTheyWereTaken() throws {
        let statistics = try makeSUT([3, 1, 2])

        #expect(statistics.samples == [3, 1, 2], "Expected the raw samples in measurement order")
    }

    @Test func statistics_surviveAJSONRoundTrip() throws {
        let statistics = try makeSUT([1.5, 2.25, 8])

        let decoded = try JSONDecoder().decode(Statistics.self, from: JSONEncoder().encode(statistics))

        #expect(decoded == statistics, "Expected the decoded statistics to equal the encoded ones")
    }

    // MARK: Helpers

    private func makeSUT(_ samples: [Double], sourceLocation: SourceLocation = #_sourceLocation) throws -> Statistics {
        try #require(Statistics(samples: samples), "Expected statistics for \(samples.count) samples",
                     sourceLocation: sourceLocation)
    }

    private func expectClose(
        _ actual: Double, _ expected: Double, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(actual - expected) < 1e-9, "\(message), got \(actual)", sourceLocation: sourceLocation)
    }
}

@Suite struct SeededGeneratorTests {
    // The bootstrap's intervals are in committed docs: a faster draw must not move one of them.
    @Test(arguments: [1, 2, 3, 7, 20, 1_000, 3 << 61])   // 3 << 61: most draws are rejected and drawn again
    func indexBelow_drawsWhatTheStandardLibrarysRandomDraws(count: Int) {
        var ours = SeededGenerator(seed: 42), standard = SeededGenerator(seed: 42)

        let drawn = (0..<10_000).map { _ in ours.index(below: count) }
        let expected = (0..<10_000).map { _ in Int.random(in: 0..<count, using: &standard) }

        let firstDifference = drawn.indices.first { drawn[$0] != expected[$0] }
        #expect(firstDifference == nil, "Expected the standard library's draws below \(count), draw \(firstDifference ?? 0) differs")
        #expect(ours.next() == standard.next(), "Expected both generators to have used as many numbers")
    }
}

@Suite struct ResamplesTests {
    // The medians are read off counts of draws instead of a sorted resample: they must be the very same numbers.
    @Test(arguments: [[3.0], [2.0, 1.0], [0.72, 0.73, 0.71, 0.72, 0.74], (0..<20).map { Double(($0 * 7) % 11) / 3 }])
    func nextMedian_isTheMedianOfTheSortedResample(values: [Double]) {
        var ours = SeededGenerator(seed: 9), standard = SeededGenerator(seed: 9)
        var resamples = Resamples(of: values)

        for replicate in 0..<500 {
            let resample = values.indices.map { _ in values[Int.random(in: 0..<values.count, using: &standard)] }
            let expected = Statistics.percentile(0.5, ofSorted: resample.sorted())
            let median = resamples.nextMedian(using: &ours)
            guard median == expected else {
                Issue.record("Expected replicate \(replicate)'s median \(expected) (of \(resample.sorted())), got \(median)")
                return
            }
        }
    }
}
