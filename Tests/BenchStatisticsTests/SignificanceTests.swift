// Specifications of the statistics behind every timing verdict: the rank tests against reference values (SciPy
// 1.17), Holm's correction, the seeded bootstrap, and TimingComparison on crafted samples — a shifted distribution
// is significant, two draws of one distribution are not — and LayoutComparison, behind instructions that depend on layout.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchResults
@testable import BenchStatistics

@Suite struct RankTestTests {
    @Test func mannWhitney_separatedSmallSamples_useTheExactDistribution() throws {
        let test = try #require(MannWhitney(first: [1, 2, 3, 4, 5], second: [6, 7, 8, 9, 10]))

        #expect(test.isExact, "Expected the exact distribution for 5 + 5 values without ties")
        #expect(abs(test.pValue - 0.007936507936507936) < 1e-12, "Expected SciPy's exact p = 2/252, got \(test.pValue)")
        #expect(test.u == 0 && test.probabilityFirstIsGreater == 0, "Expected U = 0: every first value is smaller")
    }

    @Test func mannWhitney_interleavedSmallSamples_matchSciPyExact() throws {
        let test = try #require(MannWhitney(first: [3, 1, 4, 1.5, 5, 9, 2, 6], second: [5.5, 3.5, 5.8, 9.7, 9.3, 2.3, 8.4]))

        #expect(abs(test.pValue - 0.1205905205905206) < 1e-12, "Expected SciPy's exact p, got \(test.pValue)")
    }

    @Test func mannWhitney_withTies_usesTheTieCorrectedNormalApproximation() throws {
        let test = try #require(MannWhitney(first: [1, 2, 2, 3, 3, 3, 4], second: [3, 4, 4, 5, 5, 6, 6]))

        #expect(!test.isExact, "Expected the normal approximation when values tie")
        #expect(abs(test.pValue - 0.0075909321977429) < 1e-9, "Expected SciPy's asymptotic p, got \(test.pValue)")
    }

    @Test func mannWhitney_largeSamples_matchSciPyAsymptotic() throws {
        let test = try #require(MannWhitney(first: (0..<25).map(Double.init), second: (0..<25).map { Double($0) + 7.5 }))

        #expect(abs(test.pValue - 0.002035157807278379) < 1e-9, "Expected SciPy's asymptotic p, got \(test.pValue)")
    }

    @Test func mannWhitney_emptySide_hasNoTest() {
        #expect(MannWhitney(first: [], second: [1]) == nil, "Expected no test without values on one side")
    }

    @Test func signedRank_allPositive_isTwoOverTwoToTheN() throws {
        let test = try #require(SignedRank(differences: [1, 2, 3, 4, 5, 6, 7, 8]))

        #expect(abs(test.pValue - 0.0078125) < 1e-12, "Expected 2/256, got \(test.pValue)")
    }

    @Test func signedRank_mixedSigns_matchSciPyExact() throws {
        let test = try #require(SignedRank(differences: [0.5, -1, 2, 3, -4, 5, 6, 7, 8, 9]))

        #expect(abs(test.pValue - 0.037109375) < 1e-12, "Expected SciPy's exact p, got \(test.pValue)")
    }

    @Test func signedRank_withTies_matchSciPyApproximation() throws {
        let test = try #require(SignedRank(differences: [1, 1, 2, -2, 3, 3, 4, 5, 5, 6, -0.5, 7]))

        #expect(abs(test.pValue - 0.009521891184098828) < 1e-9, "Expected SciPy's corrected approximation, got \(test.pValue)")
    }

    @Test func signedRank_allZero_isNoEvidence() throws {
        #expect(try #require(SignedRank(differences: [0, 0, 0])).pValue == 1, "Expected p = 1 when nothing differs")
    }
}

@Suite struct HolmTests {
    @Test func adjusted_multipliesByRankAndKeepsOrder() {
        let adjusted = Holm.adjusted([0.01, 0.04, 0.03])

        let expected = [0.03, 0.06, 0.06]
        #expect(zip(adjusted, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "Expected [0.03, 0.06, 0.06], got \(adjusted)")
    }

    @Test func adjusted_isCappedAtOneAndMonotone() {
        let adjusted = Holm.adjusted([0.5, 0.001, 0.9, 0.02])

        let expected = [1, 0.004, 1, 0.06]   // 0.9 × 1 would fall below 0.5 × 2, so it is raised to 1
        #expect(zip(adjusted, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "Expected capped, monotone p-values, got \(adjusted)")
    }

    @Test func adjusted_ofOneComparison_isUnchanged() {
        #expect(Holm.adjusted([0.04]) == [0.04], "Expected a single p-value to stay as it is")
    }
}

@Suite struct TimingComparisonTests {
    @Test func withinARun_aTwoPercentShift_isSignificant() throws {
        let comparison = try #require(TimingComparison(
            subject: ComparisonFixtures.rounds(median: 1_020, seed: 1),
            reference: ComparisonFixtures.rounds(median: 1_000, seed: 2), seed: 3))

        #expect(comparison.isSignificantlySlower, "Expected a 2 % shift with 1 % noise to be significant")
        #expect(abs(comparison.ratio.estimate - 1.02) < 0.005, "Expected the ratio near 1.02, got \(comparison.ratio.estimate)")
        #expect(comparison.ratio.low < 1.02 && comparison.ratio.high > 1.02, "Expected the interval to hold the true ratio")
    }

    @Test func withinARun_twoDrawsOfOneDistribution_areRarelySignificant() {
        let significant = (0..<200).filter { seed in
            TimingComparison(subject: ComparisonFixtures.rounds(median: 1_000, roundNoise: 0.02, seed: UInt64(seed) * 2),
                             reference: ComparisonFixtures.rounds(median: 1_000, roundNoise: 0.02, seed: UInt64(seed) * 2 + 1),
                             seed: 9)?.isSignificant == true
        }.count

        #expect(significant <= 16, "Expected at most ~5 % false positives over 200 pairs, got \(significant)")
    }

    @Test func withinARun_aRoundThatRanSlowForEveryone_cancelsOut() throws {
        var subject = ComparisonFixtures.rounds(median: 1_000, seed: 4)
        var reference = ComparisonFixtures.rounds(median: 1_000, seed: 5)
        subject[3] = subject[3].map { $0 * 2 }
        reference[3] = reference[3].map { $0 * 2 }

        let comparison = try #require(TimingComparison(subject: subject, reference: reference, seed: 6))

        #expect(!comparison.isSignificant && abs(comparison.ratio.estimate - 1) < 0.01,
                "Expected a round slowed for both to change nothing, got \(comparison.ratio)")
    }

    @Test func betweenRuns_aThirtyPercentShiftInHeavyNoise_isNotSignificant() throws {
        let old = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_000, roundNoise: 0.6, seed: 7))
        let new = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_300, roundNoise: 0.6, seed: 8))

        let comparison = try #require(TimingComparison(new: new, old: old, seed: 9))

        #expect(!comparison.isSignificant, "Expected +30 % drowned in ±60 % round noise to stay within noise")
    }

    @Test func betweenRuns_aFivePercentShiftInLowNoise_isSignificant() throws {
        let old = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_000, seed: 10))
        let new = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_050, seed: 11))

        let comparison = try #require(TimingComparison(new: new, old: old, seed: 12))

        #expect(comparison.isSignificantlySlower, "Expected +5 % with 1 % noise to be significant")
    }

    @Test func betweenRuns_anAbsoluteTimeThatMovedLessThanTheDrift_isNotSignificant() throws {
        let old = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_000, roundNoise: 0.002, seed: 30))
        let new = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_020, roundNoise: 0.002, seed: 31))

        let withoutMargin = try #require(TimingComparison(new: new, old: old, seed: 32))
        let beyondDrift = try #require(TimingComparison(new: new, old: old, seed: 32, margin: 0.03))

        #expect(withoutMargin.isSignificantlySlower, "Expected +2 % in tight rounds to be significant against no change")
        #expect(!beyondDrift.isSignificant && beyondDrift.pValue == 1,
                "Expected +2 % not to be significant against a 3 % drift, got p = \(beyondDrift.pValue)")
        #expect(abs(beyondDrift.ratio.estimate - withoutMargin.ratio.estimate) < 1e-12, "The margin moves the test, not the ratio")
    }

    @Test func betweenRuns_anAbsoluteTimeThatMovedFarBeyondTheDrift_isSignificantBothWays() throws {
        let old = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_000, roundNoise: 0.002, seed: 33))
        let slower = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 1_100, roundNoise: 0.002, seed: 34))
        let faster = TimingUnits.roundMedians(ComparisonFixtures.rounds(median: 900, roundNoise: 0.002, seed: 35))

        let regression = try #require(TimingComparison(new: slower, old: old, seed: 36, margin: 0.03))
        let improvement = try #require(TimingComparison(new: faster, old: old, seed: 37, margin: 0.03))

        #expect(regression.isSignificantlySlower, "Expected +10 % to be significant beyond a 3 % drift")
        #expect(improvement.isSignificantlyFaster, "Expected −10 % to be significant beyond a 3 % drift")
    }

    @Test func sameSamplesAndSeed_giveTheSameInterval() {
        let subject = ComparisonFixtures.rounds(median: 1_100, noise: 0.05, seed: 13)
        let reference = ComparisonFixtures.rounds(median: 1_000, noise: 0.05, seed: 14)

        let first = TimingComparison(subject: subject, reference: reference, seed: 15)
        let second = TimingComparison(subject: subject, reference: reference, seed: 15)

        #expect(first == second, "Expected the seeded bootstrap to repeat exactly")
    }

    @Test func withoutRounds_theSamplesServeAsUnits() throws {
        let comparison = try #require(TimingComparison(
            subject: [ComparisonFixtures.rounds(median: 1_100, seed: 16).flatMap { $0 }],
            reference: [ComparisonFixtures.rounds(median: 1_000, seed: 17).flatMap { $0 }], seed: 18))

        #expect(comparison.units == 100 && comparison.isSignificantlySlower,
                "Expected an old report without rounds to be compared sample by sample")
    }

    @Test func adjustedWithHolm_raisesEveryPValue() throws {
        let comparisons = (0..<4).compactMap { seed in
            TimingComparison(subject: ComparisonFixtures.rounds(median: 1_010, seed: UInt64(seed)),
                             reference: ComparisonFixtures.rounds(median: 1_000, seed: UInt64(seed) + 100), seed: 1)
        }

        let adjusted = TimingComparison.adjustedWithHolm(comparisons)

        #expect(zip(adjusted, comparisons).allSatisfy { $0.adjustedPValue >= $1.pValue },
                "Expected no adjusted p-value below its raw one")
        #expect(adjusted.map(\.pValue) == comparisons.map(\.pValue), "Expected the raw p-values kept")
    }

    @Test func contendedRounds_areLeftOutOfComparisons() throws {
        var rounds = ComparisonFixtures.rounds(median: 1_000, seed: 19)
        rounds[2] = rounds[2].map { $0 * 2 }
        var shares = Array(repeating: 1.0, count: 10)
        shares[2] = 0.5
        let wallTime = WallTime(min: 0, p50: 0, p90: 0, p99: 0, mean: 0, samples: rounds.flatMap { $0 },
                                rounds: rounds.map(\.count), roundsSpeed: shares)

        #expect(wallTime.roundsAtFullSpeed[2].isEmpty, "Expected the round that shared its core left out")
        #expect(wallTime.roundsAtFullSpeed.filter { !$0.isEmpty }.count == 9, "Expected the other nine kept")
    }

    @Test func contendedRounds_areKeptWhenTooFewWouldRemain() {
        let rounds = ComparisonFixtures.rounds(median: 1_000, seed: 20, count: 4)
        let wallTime = WallTime(min: 0, p50: 0, p90: 0, p99: 0, mean: 0, samples: rounds.flatMap { $0 },
                                rounds: rounds.map(\.count), roundsSpeed: [0.5, 0.5, 1, 1])

        #expect(wallTime.roundsAtFullSpeed == rounds, "Expected every round kept rather than fewer than three")
    }
}

@Suite struct LayoutComparisonTests {
    @Test func bothSidesVary_useWelchsStandardError() throws {
        let change = try #require(LayoutComparison(old: [1, 3], new: [4, 6]))

        #expect(change.oldMean == 2 && change.newMean == 5, "Expected the means")
        #expect(abs(change.standardError - 2.0.squareRoot() * 1) < 1e-12, "Expected √(2/2 + 2/2), got \(change.standardError)")
        #expect(abs(change.score - 3 / 2.0.squareRoot()) < 1e-12, "Got \(change.score)")
    }

    @Test func aConstantSide_isOneDrawWithTheOtherSpread() throws {
        let change = try #require(LayoutComparison(old: [1, 3], new: [5, 5, 5]))

        #expect(abs(change.standardError - (2.0 / 2 + 2).squareRoot()) < 1e-12,
                "Expected √(s²/n + s²) with the old spread, got \(change.standardError)")
    }

    @Test func neitherSideVaries_hasNoSpread_andAnyChangeIsBeyondIt() throws {
        let same = try #require(LayoutComparison(old: [7, 7], new: [7]))
        let moved = try #require(LayoutComparison(old: [7, 7], new: [8]))

        #expect(same.score == 0 && !same.isSignificant, "Expected no change")
        #expect(moved.score == .infinity && moved.isSignificant, "Expected an exact change beyond any spread")
    }

    @Test func emptyOrNotFinite_hasNoComparison() {
        #expect(LayoutComparison(old: [], new: [1]) == nil, "Expected none without an old count")
        #expect(LayoutComparison(old: [1, .nan], new: [1]) == nil, "Expected none with NaN")
    }
}
