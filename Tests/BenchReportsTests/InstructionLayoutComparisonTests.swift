// Specifications of comparing instructions that depend on the address-space layout (bench compare, --baseline): two
// runs of unchanged code pass however layout spreads them, a shift of the mean beyond layout's noise fails, and counts
// that are the same in every layout keep the exact rule.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchReports
@testable import BenchResults
@testable import BenchStatistics

@Suite struct InstructionLayoutComparisonTests {
    @Test func sameCodeCountedInOtherLayouts_passes() {
        let comparison = compare(old: samples.first, new: samples.second)

        let entry = instructions(comparison)
        #expect(entry?.verdict == .withinNoise || entry?.verdict == .unchanged,
                "Expected two runs of one binary to differ only as layout explains, got \(String(describing: entry))")
        #expect(comparison.exitCode == 0, "Expected unchanged code to pass")
    }

    @Test func onePercentMoreInEveryLayout_isARegressionNamingTheTest() throws {
        let comparison = compare(old: samples.first + samples.second, new: samples.second.map { $0 * 1.01 })

        let regression = try #require(comparison.regressions.first, "Expected the +1 % caught")
        #expect(regression.metric == .instructions && regression.layouts?.isSignificant == true,
                "Expected a significant layout test, got \(regression)")
        #expect(RunComparison.cells(of: regression).last?.hasPrefix("layouts 16/32: +") == true,
                "Expected the why column to name the test, got \(RunComparison.cells(of: regression))")
        #expect(comparison.exitCode == 3, "Expected exit 3")
    }

    @Test func shiftLayoutExplains_isWithinNoise() {
        let comparison = compare(old: samples.first, new: samples.second.map { $0 + 60 })   // +0.15 %, under 1 SE

        #expect(instructions(comparison)?.verdict == .withinNoise, "Expected a shift layout explains within noise")
        #expect(comparison.exitCode == 0, "Expected it not to fail")
    }

    @Test func countsEqualInEveryLayout_keepTheExactRule() {
        let old = Array(repeating: 12_895.6, count: 4), new = Array(repeating: 12_905.0, count: 4)   // +0.07 %

        let entry = instructions(compare(old: old, new: new))

        #expect(entry?.layouts == nil && entry?.verdict == .regression,
                "Expected exact counts compared as counts, got \(String(describing: entry))")
    }

    @Test func oneSideEqualInEveryLayout_isOneDrawOfTheOthersSpread() throws {
        // A dependent count that agreed in each layout of a short screen: one value, not an exact one.
        let entry = try #require(instructions(compare(old: samples.first, new: Array(repeating: 41_350.8, count: 4))))

        let layouts = try #require(entry.layouts, "Expected a layout test when one side varies")
        #expect(entry.verdict == .withinNoise && !layouts.isSignificant,
                "Expected a value inside the old spread to pass, got \(entry)")
    }

    @Test func oldReportWithoutLayouts_comparesWithTheNewMean() throws {
        var old = fixtures.result(instructionsByLayout: samples.first)
        old.metrics.instructionsByLayout = nil   // a bench older than layouts

        let comparison = RunComparison(old: fixtures.report([old]),
                                       new: fixtures.report([fixtures.result(instructionsByLayout: samples.second)]),
                                       thresholds: .default)

        #expect(instructions(comparison)?.layouts?.oldLayouts == 1, "Expected the old value taken as one draw")
        #expect(comparison.exitCode == 0, "Expected it to pass")
    }

    @Test func json_carriesTheLayoutTest() throws {
        let comparison = compare(old: samples.first, new: samples.second)

        let json = try JSONSerialization.jsonObject(with: Data(comparison.jsonText().utf8)) as? [String: Any]
        let entries = json?["entries"] as? [[String: Any]]
        let test = entries?.first { $0["metric"] as? String == "instructions" }?["layouts"] as? [String: Any]
        #expect(test?["oldLayouts"] as? Int == 16 && test?["newLayouts"] as? Int == 16 && test?["significant"] as? Bool == false,
                "Expected the layout test in JSON, got \(String(describing: test))")
    }

    // MARK: - Helpers

    private var fixtures: ComparisonFixtures.Type { ComparisonFixtures.self }
    private var samples: (first: [Double], second: [Double]) { ComparisonFixtures.asyncLikeByLayout }

    private func compare(old: [Double], new: [Double]) -> RunComparison {
        RunComparison(old: fixtures.report([fixtures.result(instructionsByLayout: old)]),
                      new: fixtures.report([fixtures.result(instructionsByLayout: new)], commit: "bbbbbbb"),
                      thresholds: .default)
    }

    private func instructions(_ comparison: RunComparison) -> RunComparison.Entry? {
        comparison.entries.first { $0.metric == .instructions }
    }
}
