// Specifications of `bench compare OLD NEW` as a command: exit codes, one-line errors for bad input, and the exact
// Markdown and CSV it writes (golden texts).
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchResults
@testable import BenchTeaching

@Suite struct CompareCommandTests {
    @Test @MainActor func unchangedRuns_exit0() throws {
        let old = try save(fixtures.report(fixtures.timedPair(mvc: 1_000, seed: 1)))
        let new = try save(fixtures.report(fixtures.timedPair(mvc: 1_000, seed: 50)))

        #expect(BenchCommand.main(arguments: ["compare", old, new, "--output", try outputPath()]) == 0,
                "Expected two draws of the same timings and equal counts to pass")
    }

    @Test @MainActor func oneMoreRetain_exits3() throws {
        let old = try save(fixtures.report([fixtures.result(retains: 10)]))
        let new = try save(fixtures.report([fixtures.result(retains: 11)]))

        #expect(BenchCommand.main(arguments: ["compare", old, new, "--output", try outputPath()]) == 3,
                "Expected exit 3 for a regression")
    }

    @Test @MainActor func regressionOnAnotherToolchain_exits0WhenAllowed() throws {
        let old = try save(fixtures.report([fixtures.result(retains: 10)], toolchain: "Swift version 6.2"))
        let new = try save(fixtures.report([fixtures.result(retains: 11)]))

        #expect(BenchCommand.main(arguments: ["compare", old, new, "--allow-environment-change",
                                              "--output", try outputPath()]) == 0,
                "Expected --allow-environment-change to turn a regression across toolchains into a warning")
    }

    @Test @MainActor func newRunWithNoResults_exits3() throws {
        let old = try save(fixtures.report([fixtures.result()]))
        let new = try save(fixtures.report([]))

        #expect(BenchCommand.main(arguments: ["compare", old, new, "--output", try outputPath()]) == 3,
                "Expected a run that measured nothing to fail the comparison, not to read as no regressions")
    }

    @Test @MainActor func newRunWithoutCounts_exits3_andSaysWhyFirst() throws {
        var countless = fixtures.report([BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvc),
                                                     metrics: Metrics([:]))])
        countless.metadata.unmeasured = ["retains": "counts: not available on macOS", "bytes": "counts: not available on macOS"]
        let old = try save(fixtures.report([fixtures.result()]))
        let new = try save(countless)
        let output = try outputPath()

        let status = BenchCommand.main(arguments: ["compare", old, new, "--output", output])

        let text = try String(contentsOfFile: output, encoding: .utf8)
        let firstEntry = text.split(separator: "\n").first { $0.contains("dispatch · like") }
        #expect(status == 3, "Expected counts that became n/a to fail the gate")
        #expect(firstEntry?.contains("missing") == true && firstEntry?.contains("not available on macOS") == true,
                "Expected the missing counts listed first with the new run's reason, got \(String(describing: firstEntry))")
    }

    @Test @MainActor func newRunWithoutSomeCounts_exits0_whenMissingIsAllowed() throws {
        let old = try save(fixtures.report([fixtures.result()]))
        let new = try save(fixtures.report([BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvc),
                                                        metrics: Metrics([.bytes: 96]))]))

        #expect(BenchCommand.main(arguments: ["compare", old, new, "--allow-missing", "--output", try outputPath()]) == 0,
                "Expected --allow-missing to say the missing metrics are expected")
    }

    @Test @MainActor func newRunWithNoResults_exits3_evenWhenMissingIsAllowed() throws {
        let old = try save(fixtures.report([fixtures.result()]))
        let new = try save(fixtures.report([]))

        #expect(BenchCommand.main(arguments: ["compare", old, new, "--allow-missing", "--output", try outputPath()]) == 3,
                "Expected --allow-missing never to excuse a comparison of nothing")
    }

    @Test @MainActor func reportWithADuplicateResult_isMalformed_exits2() throws {
        let good = try save(fixtures.report([fixtures.result()]))
        let doubled = try save(fixtures.report([fixtures.result(), fixtures.result()]))

        #expect(BenchCommand.main(arguments: ["compare", good, doubled]) == 2, "Expected exit 2 for a duplicate result")
        #expect(BenchCommand.main(arguments: ["compare", doubled, good]) == 2, "Expected exit 2 on either side")
    }

    @Test(arguments: [
        "", "{", #"{"schema": 2, "metadata": {}, "results": []}"#, #"{"schema": 1, "results": []}"#, "[]",
    ])
    @MainActor func corruptOrWrongSchemaReport_exits2(contents: String) throws {
        let good = try save(fixtures.report([fixtures.result()]))
        let bad = try ComparisonFixtures.temporaryFile(contents)

        #expect(BenchCommand.main(arguments: ["compare", good, bad]) == 2, "Expected exit 2 for \(contents.debugDescription)")
        #expect(BenchCommand.main(arguments: ["compare", bad, good]) == 2, "Expected exit 2 on either side")
    }

    @Test(arguments: [
        ["compare"], ["compare", "only-one.json"], ["compare", "a.json", "b.json", "c.json"],
        ["compare", "a.json", "b.json", "--format", "xml"], ["compare", "a.json", "b.json", "--frobnicate"],
        ["compare", "/nonexistent/a.json", "/nonexistent/b.json"],
    ])
    @MainActor func badArguments_exit2(arguments: [String]) {
        #expect(BenchCommand.main(arguments: arguments) == 2, "Expected exit 2 for \(arguments)")
    }

    @Test func parse_readsPathsAndFlags() throws {
        let options = try CompareCommand.parse(["old.json", "--format=markdown", "new.json", "--threshold", "wall=3"])

        #expect(options.oldPath == "old.json" && options.newPath == "new.json", "Expected both paths in order")
        #expect(options.output.format == .markdown && options.thresholds[.wallTime] == 3, "Expected the flags applied")
    }

    @Test func usage_isGeneratedFromTheFlags() {
        for flag in CompareFlag.visible {
            #expect(CompareCommand.usage.contains(flag.spelling), "Expected the usage to list \(flag.spelling)")
        }
    }

    @Test func markdown_isTheGoldenText() {
        let comparison = RunComparison(
            old: fixtures.report([fixtures.result(retains: 10), fixtures.result(.floor, retains: 8)]),
            new: fixtures.report([fixtures.result(retains: 11), fixtures.result(.pattern(.mvp))], commit: "bbbbbbb"),
            thresholds: .default)

        let markdown = comparison.markdownText(oldLabel: "main.json", newLabel: "pr.json")

        let expected = """
            ## ArchBench comparison

            **2 missing in the new run (1 result), 1 regression, 0 improvements, 1 added** · 2 compared: 1 unchanged, 0 within noise

            ### Missing in the new run

            | benchmark | pattern | metric | old | new | Δ | Δ % | verdict | timing test / why |
            | :--- | :--- | :--- | ---: | ---: | ---: | ---: | :--- | :--- |
            | dispatch · like | floor | retains | 8 | n/a |  |  | missing | not in the new run (not run, filtered out, renamed or failed) |
            | dispatch · like | floor | bytes | 96 | n/a |  |  | missing | not in the new run (not run, filtered out, renamed or failed) |

            ### Regressions

            | benchmark | pattern | metric | old | new | Δ | Δ % | verdict | timing test / why |
            | :--- | :--- | :--- | ---: | ---: | ---: | ---: | :--- | :--- |
            | dispatch · like | mvc | retains | 10 | 11 | +1 | +10.0 % | regression |  |

            ### Added

            | benchmark | pattern | metric | old | new | Δ | Δ % | verdict | timing test / why |
            | :--- | :--- | :--- | ---: | ---: | ---: | ---: | :--- | :--- |
            | dispatch · like | mvp | retains | n/a | 10 |  |  | added |  |
            | dispatch · like | mvp | bytes | n/a | 96 |  |  | added |  |

            <details><summary>All 6 comparisons</summary>

            | benchmark | pattern | metric | old | new | Δ | Δ % | verdict | timing test / why |
            | :--- | :--- | :--- | ---: | ---: | ---: | ---: | :--- | :--- |
            | dispatch · like | floor | retains | 8 | n/a |  |  | missing | not in the new run (not run, filtered out, renamed or failed) |
            | dispatch · like | floor | bytes | 96 | n/a |  |  | missing | not in the new run (not run, filtered out, renamed or failed) |
            | dispatch · like | mvc | retains | 10 | 11 | +1 | +10.0 % | regression |  |
            | dispatch · like | mvp | retains | n/a | 10 |  |  | added |  |
            | dispatch · like | mvp | bytes | n/a | 96 |  |  | added |  |
            | dispatch · like | mvc | bytes | 96 | 96 | ±0 | ±0.0 % | unchanged |  |

            </details>

            <details><summary>Runs</summary>

            """
        #expect(markdown.hasPrefix(expected), "Expected the golden Markdown, got:\n\(markdown)")
        #expect(markdown.contains("- **old**: main.json · commit aaaaaaa · 2025-11-22T18:00:00Z"), "Expected the old run named")
    }

    @Test func csv_isTheGoldenText() {
        let comparison = RunComparison(old: fixtures.report([fixtures.result(retains: 10)]),
                                       new: fixtures.report([fixtures.result(retains: 10.5)]), thresholds: .default)

        let expected = "suite,benchmark,pattern,parameters,metric,old,new,delta,percent,verdict\r\n"
            + "dispatch,like,mvc,,retains,10,10.5,0.5,5,regression\r\n"
            + "dispatch,like,mvc,,bytes,96,96,0,0,unchanged\r\n"
        #expect(comparison.csvText() == expected, "Expected the golden CSV, got:\n\(comparison.csvText())")
    }

    @Test func json_carriesEveryEntryWithItsVerdict() throws {
        let comparison = RunComparison(old: fixtures.report(fixtures.timedPair(mvc: 1_000, seed: 1)),
                                       new: fixtures.report(fixtures.timedPair(mvc: 1_300, seed: 50)), thresholds: .default)

        let object = try JSONSerialization.jsonObject(with: Data(try comparison.jsonText().utf8)) as? [String: Any]
        let entries = try #require(object?["entries"] as? [[String: Any]], "Expected an entries array")
        let timing = try #require(entries.first { $0["metric"] as? String == "wallTime" && $0["pattern"] as? String == "mvc" })

        #expect(timing["verdict"] as? String == "regression" && timing["basis"] as? String == "ratio to floor",
                "Expected the timing verdict and its basis")
        #expect((timing["timing"] as? [String: Any])?["significant"] as? Bool == true, "Expected the test's outcome")
        #expect((object?["verdicts"] as? [String: Int])?["regression"] == 1, "Expected the verdict counts")
    }

    // MARK: - Helpers

    private var fixtures: ComparisonFixtures.Type { ComparisonFixtures.self }

    private func save(_ report: BenchReport) throws -> String {
        try ComparisonFixtures.temporaryFile(try report.jsonText())
    }

    private func outputPath() throws -> String {
        NSTemporaryDirectory() + "archbench-compare-\(UUID().uuidString).txt"
    }
}
