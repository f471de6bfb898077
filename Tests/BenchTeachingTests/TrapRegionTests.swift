// Specifications of docs/patterns/Store.md's `traps` region: the traps suite's counts from the reference run, the careful
// store and each trap, a like at each row count with what each extra row adds, and the first render; n/a, saying why,
// from a run without the suite.
import BenchTestSupport
import Testing

@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct TrapRegionTests {
    /// Every traps result, retains 100 at 10 rows and 100 + `perRow` × 9 990 at 10 000 (the careful store's `perRow` 0,
    /// the whole-state trap's 2), bytes 168, the other counts absent.
    private static func report() -> BenchReport {
        var results: [BenchResult] = []
        for benchmark in TrapBenchmark.all {
            let perRow: Double = switch benchmark.scene {
            case .careful: 0
            case .trap(.wholeStateDedupe): 2
            case .trap: 1
            }
            for rows in benchmark.rowCounts {
                results.append(BenchResult(
                    identity: benchmark.identity(rows: rows),
                    metrics: Metrics([.retains: 100 + perRow * Double(rows - 10), .bytes: 168])))
            }
        }
        return ComparisonFixtures.report(results)
    }

    @Test @MainActor func traps_showEachSceneAtEachRowCount_withTheRetainsEachExtraRowAdds() throws {
        let page = try regenerate(reference: Self.report())
        let lines = page.split(separator: "\n").map(String.init)

        #expect(lines.contains("| careful (this column) | 10 | 100 | n/a | n/a | 168 | n/a | n/a |  |"),
                "Expected the careful store's short list first, got\n\(page)")
        #expect(lines.contains("|  | 10 000 | 100 | n/a | n/a | 168 | n/a | n/a | 0 |"),
                "Expected the careful store flat: 0 retains per extra row, got\n\(page)")
        #expect(lines.contains("| 1 · `StoreWholeStateDedupe` | 10 | 100 | n/a | n/a | 168 | n/a | n/a |  |"),
                "Expected the trap named with the cost it falls into, got\n\(page)")
        #expect(lines.contains("|  | 10 000 | 20080 | n/a | n/a | 168 | n/a | n/a | 2 |"),
                "Expected the whole-state trap's 2 retains per extra row, got\n\(page)")
        #expect(lines.contains("| 4 · `StoreDiffPerLike` | 100 | n/a | n/a | 168 | n/a | n/a |"),
                "Expected the first render's row of each trap, got\n\(page)")
        #expect(page.contains("from [the reference run](../docs/data/reference-run.json);"),
                "Expected the caption to say where the counts come from, got\n\(page)")
    }

    @Test @MainActor func traps_withAReferenceWithoutTheSuite_readNA_andSayWhy() throws {
        let page = try regenerate(reference: ComparisonFixtures.report([ComparisonFixtures.result(.floor)]))

        #expect(page.contains("[the reference run](../docs/data/reference-run.json) — n/a: it has no traps suite"),
                "Expected the caption to say why the counts are n/a, got\n\(page)")
        #expect(page.contains("| 2 · `StoreRenderEverySection` | 10 | n/a | n/a | n/a | n/a | n/a | n/a |  |"),
                "Expected n/a, never 0, got\n\(page)")
    }

    @MainActor
    private func regenerate(reference: BenchReport) throws(DocsGenerator.Failure) -> String {
        try DocsGenerator(root: "/nonexistent", report: { .failure(.init(description: "no counted run here")) },
                          reference: { .success(ReferenceRun(report: reference)) },
                          trace: { _, _ in .failure(.init(description: "no gdb in tests")) },
                          leakyFindings: { [] })
            .regenerate("<!-- bench docs: traps -->\n<!-- end bench docs -->", path: "docs/PAGE.md")
    }
}
