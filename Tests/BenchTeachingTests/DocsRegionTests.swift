// Specifications of the docs' regions that quote runs: the reference run's tables (report, costs summary, versus), a
// counted run's cost table, and the inline figures and verdicts, each rendered from a small crafted report; the check
// of the reference run's counts against the code's; the generated chart; README among the pages.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchPlatform
@testable import BenchReports
@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct DocsRegionTests {
    // MARK: Block regions from the reference run

    @Test @MainActor func report_showsTheGroupsAsTheTerminalDoes_thenNamesTheRun() throws {
        let reference = Self.referenceReport()
        let group = try #require(reference.groups.first { $0.suite == .dispatch && $0.benchmark == "like" })

        let page = try regenerate("<!-- bench docs: report dispatch/like -->\n<!-- end bench docs -->", reference: reference)

        let table = BenchReport.tableLines(of: group).joined(separator: "\n")
        #expect(page.contains("```text\n\(table)\n```\n"), "Expected the terminal's own table of dispatch · like, got \(page)")
        #expect(page.contains("`swift run bench --instructions --format json --output docs/data/reference-run.json`"),
                "Expected the caption to quote the command the run recorded, got \(page)")
        #expect(page.contains("at commit aaaaaaa on Debian GNU/Linux 12 (Linux 6.1.0) · Test CPU · 2 cores, 2025-11-22"),
                "Expected the caption to name the commit, machine and day of the run, got \(page)")
        #expect(page.contains("Every subject does the same UI work per like, `ui` 5"),
                "Expected the UI work stated from the run, got \(page)")
    }

    @Test @MainActor func costsSummary_quotesTheRatiosAndCountsOfTheReference_andTheCodeSizes() throws {
        let page = try regenerate("<!-- bench docs: costs summary -->\n<!-- end bench docs -->", reference: Self.referenceReport())

        let mvp = try #require(page.split(separator: "\n").first { $0.hasPrefix("| MVP |") })
        #expect(mvp.hasPrefix("| MVP | 0.75× ★ | 0.75× ★ | 0.75× ★ | 0.75× ★ | 72 | 202 |"),
                "Expected MVP's ×floor marked ★ in each timed column, then its live objects and bytes per row, got \(mvp)")
        let floor = try #require(page.split(separator: "\n").first { $0.hasPrefix("| floor |") })
        #expect(floor.hasSuffix("| 0 (the conformance suite only) |"), "Expected the floor's tests said as they are, got \(floor)")
        #expect(page.contains("[the reference run](../docs/data/reference-run.json)"), "Expected the caption to link the run, got \(page)")
    }

    @Test @MainActor func versus_marksTheSignificantlyCheaperOfTheTwo_withTheirCounts() throws {
        let page = try regenerate("<!-- bench docs: versus viper vip -->\n<!-- end bench docs -->", reference: Self.referenceReport())

        let like = try #require(page.split(separator: "\n").first { $0.hasPrefix("| like |") })
        #expect(like == "| like | 1.70× | 2.00× | VIPER ★ | 12651 / 20252 / 23990 | 52 / 72 | 4 / 8 |",
                "Expected both ratios, VIPER significantly cheaper, and the instructions, retains and objects, got \(like)")
        #expect(page.contains("| live objects per scene | 66 (1.25×) | 70 (1.32×) | VIPER (fewer) |"),
                "Expected the scene's live objects with their ratio to the floor's, got \(page)")
    }

    @Test @MainActor func aResultTheReferenceLacks_failsNamingIt_andTheCommandThatRecordsIt() {
        var reference = Self.referenceReport()
        reference.results.removeAll { $0.key == "dispatch/like/vip" }

        let failure = self.failure { () throws(DocsGenerator.Failure) in
            try regenerate("<!-- bench docs: report dispatch/like -->\n<!-- end bench docs -->", reference: reference)
        }

        #expect(failure != nil, "Expected a table citing a missing result refused")
        #expect(failure?.description.contains("has no result dispatch/like/vip") == true,
                "Expected the missing result named, got \(failure?.description ?? "nothing")")
        #expect(failure?.description.contains(ReferenceRun.recordCommand) == true,
                "Expected the command that records the run, got \(failure?.description ?? "nothing")")
    }

    // MARK: Block regions from a counted run

    @Test @MainActor func costs_haveARowPerDispatchAndAssemblyBenchmarkOfTheRun_inItsOrder() {
        let counts = Metrics([.ui: 5, .retains: 2, .releases: 2, .objects: 1])
        let measured: [(Suite, String)] = [
            (.dispatch, "like"), (.dispatch, "a-benchmark-added-later"), (.assembly, "build"), (.memory, "scene"),
        ]
        let report = BenchReport(metadata: BenchReport.fabricated().metadata, results: measured.flatMap { suite, name in
            [SceneSubject.pattern(.mvc), .floor].map { BenchResult(suite: suite, benchmark: name, subject: $0, metrics: counts) }
        })

        let rows = CostTable(report: report).operationsMarkdown(for: .pattern(.mvc)).split(separator: "\n").dropFirst(2)

        #expect(rows.map { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) }
                    == ["like", "a-benchmark-added-later", "build"],
                "Expected a row per operation the run measured, a benchmark named nowhere else among them, got \(rows)")
    }

    // MARK: Inline regions

    @Test @MainActor func value_ofACount_comesFromTheCodeNow_andTheRestOfTheLineStays() throws {
        var counted = Self.referenceReport()
        counted.results = counted.results.map { result in
            var result = result
            if result.key == "dispatch/like/mvp" { result.metrics[.retains] = 28 }
            return result
        }
        let line = "MVP retains <!-- bench docs: value dispatch/like/mvp retains -->old<!-- end bench docs --> times, see `x`."

        let page = try regenerate(line, reference: Self.referenceReport(), counted: counted)

        #expect(page == "MVP retains <!-- bench docs: value dispatch/like/mvp retains -->28<!-- end bench docs --> times, see `x`.",
                "Expected the counted run's 28 (not the reference's 27) in place of the old text, nothing else changed, got \(page)")
    }

    @Test @MainActor func value_ofATimeOrARatio_comesFromTheReferenceRun() throws {
        let line = "a <!-- bench docs: value dispatch/like/mvp versusFloor -->?<!-- end bench docs --> and "
            + "<!-- bench docs: value dispatch/like/floor wallTime -->?<!-- end bench docs --> b"

        let page = try regenerate(line, reference: Self.referenceReport())

        #expect(page == "a <!-- bench docs: value dispatch/like/mvp versusFloor -->0.75×<!-- end bench docs --> and "
            + "<!-- bench docs: value dispatch/like/floor wallTime -->1.00 µs<!-- end bench docs --> b",
                "Expected MVP's ×floor and the floor's median, as the report writes them, got \(page)")
    }

    @Test @MainActor func layouts_sayWhichInstructionCountsOfTheReferenceRunDependOnLayout() throws {
        var reference = Self.referenceReport()
        for index in reference.results.indices where reference.results[index].subject == .pattern(.mvvmAsync) {
            reference.results[index].metrics.instructionsByLayout = [17_200, 17_300, 17_400]
        }
        for index in reference.results.indices where reference.results[index].subject == .pattern(.mvc) {
            reference.results[index].metrics.instructionsByLayout = [12_853, 12_853, 12_853]
        }
        let line = "a <!-- bench docs: layouts varying -->?<!-- end bench docs --> b "
            + "<!-- bench docs: layouts subjects -->?<!-- end bench docs --> c"

        let page = try regenerate(line, reference: reference)

        let timed = reference.results.filter { $0.metrics[.instructions] != nil }.count
        let async = reference.results.filter { $0.subject == .pattern(.mvvmAsync) && $0.metrics[.instructions] != nil }.count
        #expect(page == "a <!-- bench docs: layouts varying -->\(async) of \(timed)<!-- end bench docs --> b "
            + "<!-- bench docs: layouts subjects -->\(async) of MVVMAsync's<!-- end bench docs --> c",
                "Expected MVVMAsync's counts alone as varying, MVC's alike in every layout not, got \(page)")
        let table = DocsGenerator.layoutTable(of: reference)
        #expect(table.contains("| dispatch · like | mvvm-async | 3 | 17300 | 17200–17400 | 0.58 % |")
                    && !table.contains("| mvc |"), "Expected a row per varying operation with its spread, got \(table)")
    }

    @Test @MainActor func versus_marksInstructionsThatDependOnLayoutWithTheirMean() throws {
        var reference = Self.referenceReport()
        for index in reference.results.indices where reference.results[index].subject == .pattern(.mvvmAsync) {
            reference.results[index].metrics.instructionsByLayout = [17_200, 17_300, 17_400]
        }

        let page = try regenerate("<!-- bench docs: versus mvvm-async mvvm -->\n<!-- end bench docs -->", reference: reference)

        #expect(page.contains(" / ~17300 / 14612 |") && page.contains("exact but where marked ~"),
                "Expected MVVMAsync's instructions marked as a mean and MVVM's exact, got \(page)")
    }

    @Test @MainActor func verdict_saysSignificantlyOnlyWhereTheTestDoes() throws {
        let line = "MVP is <!-- bench docs: verdict mvp mvc dispatch/like -->?<!-- end bench docs --> MVC, VIP "
            + "<!-- bench docs: verdict vip viper dispatch/like -->?<!-- end bench docs --> VIPER, MVC "
            + "<!-- bench docs: verdict mvc floor dispatch/like -->?<!-- end bench docs --> the floor."

        let page = try regenerate(line, reference: Self.referenceReport())

        #expect(page == "MVP is <!-- bench docs: verdict mvp mvc dispatch/like -->significantly cheaper than<!-- end bench docs --> MVC, "
            + "VIP <!-- bench docs: verdict vip viper dispatch/like -->significantly dearer than<!-- end bench docs --> VIPER, "
            + "MVC <!-- bench docs: verdict mvc floor dispatch/like -->not significantly different from<!-- end bench docs --> the floor.",
                "Expected 25 % and 18 % apart significant, equal medians not, got \(page)")
    }

    @Test @MainActor func reference_namesTheRunWithALinkFromThePage() throws {
        let page = try regenerate("From <!-- bench docs: reference -->?<!-- end bench docs -->.", reference: Self.referenceReport(),
                                  path: "README.md")

        #expect(page.hasPrefix("From <!-- bench docs: reference -->[the reference run](docs/data/reference-run.json), "
            + "`swift run bench --instructions"), "Expected a link relative to README.md and the command, got \(page)")
    }

    @Test @MainActor func loc_countsOneMeasureOfAModule() throws {
        let root = NSTemporaryDirectory() + "archbench-loc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Sources/VIPER", withIntermediateDirectories: true)
        for file in ["A", "B"] {
            try Data("struct \(file) {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/VIPER/\(file).swift"))
        }
        let generator = DocsGenerator(root: root, report: { .failure(.init(description: "no report")) },
                                      reference: { .failure(.init(description: "no reference")) },
                                      trace: { _, _ in .failure(.init(description: "no gdb")) }, leakyFindings: { [] })

        let page = try generator.regenerate("VIPER has <!-- bench docs: loc viper files -->35<!-- end bench docs --> files.",
                                            path: "docs/PAGE.md")

        #expect(page == "VIPER has <!-- bench docs: loc viper files -->2<!-- end bench docs --> files.",
                "Expected the two files of Sources/VIPER, got \(page)")
    }

    @Test @MainActor func markerInACodeSpan_isQuotedSyntax_leftAlone() throws {
        let line = "Write `<!-- bench docs: value RESULT METRIC -->…<!-- end bench docs -->` in a sentence."

        #expect(try regenerate(line, reference: Self.referenceReport()) == line, "Expected a quoted marker left alone")
    }

    @Test @MainActor func inlineRegionOpeningALine_isRefused() {
        #expect(throws: DocsGenerator.Failure.self, "Expected a line Markdown would show as raw HTML refused") {
            try regenerate("  <!-- bench docs: reference -->?<!-- end bench docs --> opens it", reference: Self.referenceReport())
        }
    }

    @Test @MainActor func inlineRegionWithoutItsEndOnTheLine_isRefused() {
        #expect(throws: DocsGenerator.Failure.self, "Expected an inline region without its end refused") {
            try regenerate("A <!-- bench docs: value dispatch/like/mvp retains -->27 and no end", reference: Self.referenceReport())
        }
    }

    @Test @MainActor func inlineKindAsABlock_isRefused_sayingItIsInline() {
        let failure = self.failure { () throws(DocsGenerator.Failure) in
            try regenerate("<!-- bench docs: value dispatch/like/mvp retains -->\n<!-- end bench docs -->",
                           reference: Self.referenceReport())
        }

        #expect(failure?.description.contains("is inline") == true, "Got \(failure?.description ?? "nothing")")
    }

    // MARK: The reference run against the code now

    @Test func referenceCheck_findsNothing_whenTheCountsAreTheCodes() {
        var counted = Self.referenceReport()
        counted.results = counted.results.map { BenchResult(identity: $0.identity, metrics: Self.withoutTimings($0.metrics)) }

        #expect(ReferenceRun(report: Self.referenceReport()).differences(from: counted).isEmpty,
                "Expected timings and instructions, which the counted run lacks, left out of the check")
    }

    @Test func referenceCheck_namesADoctoredCount() {
        var doctored = Self.referenceReport()
        doctored.results = doctored.results.map { result in
            var result = result
            if result.key == "dispatch/like/viper" { result.metrics[.releases] = 94.4 }
            return result
        }

        let differences = ReferenceRun(report: doctored).differences(from: Self.referenceReport())

        #expect(differences == ["dispatch/like/viper releases: 94.4 in the reference run, 93.4 now"],
                "Expected the one doctored count named with both values, got \(differences)")
    }

    @Test func referenceCheck_namesAResultOnlyOneSideHas() {
        var counted = Self.referenceReport()
        counted.results.removeAll { $0.key == "memory/scene/vip" }

        let differences = ReferenceRun(report: Self.referenceReport()).differences(from: counted)

        #expect(differences == ["memory/scene/vip: in the reference run, not measured by the code now"], "Got \(differences)")
    }

    // MARK: Pairs, files, pages

    @Test func pairComparison_ofTwoPatterns_isHolmCorrectedOverEveryPair_andTurnsOver() throws {
        let group = try #require(Self.referenceReport().groups.first { $0.benchmark == "like" })

        let mvpOverMVC = try #require(group.comparison(of: .pattern(.mvp), with: .pattern(.mvc)))
        let mvcOverMVP = try #require(group.comparison(of: .pattern(.mvc), with: .pattern(.mvp)))

        let timing = try #require(mvpOverMVC.timing)
        #expect(timing.adjustedPValue > timing.pValue, "Expected the p-value adjusted over the ten pairs of five patterns")
        #expect((mvpOverMVC.verdict, mvcOverMVP.verdict) == (.cheaper, .dearer), "Expected one verdict, read both ways")
    }

    @Test @MainActor func dispatchChart_isTheReferenceRunsDispatchSuite() throws {
        let reference = Self.referenceReport()
        var dispatch = reference
        dispatch.results = reference.results.filter { $0.suite == .dispatch }

        let svg = try makeGenerator(reference: reference).generatedFile("docs/bench-dispatch.svg")

        #expect(svg == dispatch.svgText(), "Expected the dispatch suite of the reference run, drawn by the report's own SVG")
        #expect(svg.contains(">vip<"), "Expected VIP among the bars")
    }

    @Test @MainActor func pages_includeTheReadme() throws {
        let root = NSTemporaryDirectory() + "archbench-pages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/docs/patterns", withIntermediateDirectories: true)
        for file in ["README.md", "docs/A.md", "docs/patterns/B.md", "docs/data.json"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }

        #expect(DocsCommand.pagePaths(root: root) == ["README.md", "docs/A.md", "docs/patterns/B.md"],
                "Expected README.md first, then every page of docs/")
    }

    // MARK: Helpers

    /// The failure `body` throws; nil when it succeeds.
    @MainActor
    private func failure(_ body: () throws(DocsGenerator.Failure) -> String) -> DocsGenerator.Failure? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    /// `page` regenerated against `reference` (and `counted`, the reference itself unless given).
    @MainActor
    private func regenerate(_ page: String, reference: BenchReport, counted: BenchReport? = nil,
                            path: String = "docs/PAGE.md") throws(DocsGenerator.Failure) -> String {
        try makeGenerator(reference: reference, counted: counted).regenerate(page, path: path)
    }

    @MainActor
    private func makeGenerator(reference: BenchReport, counted: BenchReport? = nil) -> DocsGenerator {
        DocsGenerator(root: "/nonexistent", report: { .success(counted ?? reference) },
                      reference: { .success(ReferenceRun(report: reference)) },
                      trace: { _, _ in .failure(.init(description: "no gdb in tests")) },
                      leakyFindings: { [] })
    }

    /// What the docs cite, for every subject: five timed benchmarks (the floor 1 000 ns; MVC as the floor, MVP 0.75×,
    /// MVVM 1.18×, VIPER 1.7×, VIP 2×, the newer columns between, in a run's rounds without noise) with like's counts, then `memory/scene` and `memory/row-growth`.
    static func referenceReport() -> BenchReport {
        let subjects: [(SceneSubject, ratio: Double, counts: [Metric: Double], scene: Double, row: Double)] = [
            (.floor, 1, [.retains: 32, .releases: 51.2, .objects: 4, .instructions: 12_650.6], 53, 98.2),
            (.pattern(.mvc), 1, [.retains: 33, .releases: 52.2, .objects: 4, .instructions: 12_853], 57, 98.2),
            (.pattern(.mvp), 0.75, [.retains: 27, .releases: 46.2, .objects: 3, .instructions: 9_183], 72, 202),
            (.pattern(.mvvm), 1.18, [.retains: 46, .releases: 67.2, .objects: 4, .instructions: 14_612], 91, 250),
            (.pattern(.viper), 1.7, [.retains: 52, .releases: 93.4, .objects: 4, .instructions: 20_252.2], 66, 204),
            (.pattern(.vip), 2, [.retains: 72, .releases: 112, .objects: 8, .instructions: 23_990], 70, 204),
            (.pattern(.store), 1.4, [.retains: 40, .releases: 60.2, .objects: 5, .instructions: 16_400], 80, 230),
            (.pattern(.mvvmObservation), 1.3, [.retains: 50, .releases: 70.2, .objects: 4, .instructions: 15_700], 95, 260),
            (.pattern(.mvvmAsync), 1.5, [.retains: 60, .releases: 90.2, .objects: 9, .instructions: 17_300], 94, 250),
        ]
        let timed: [(Suite, String)] = [(.dispatch, "like"), (.dispatch, "select-blog"), (.dispatch, "refresh"),
                                         (.assembly, "build"), (.assembly, "first-render")]
        var results: [BenchResult] = []
        for (suite, benchmark) in timed {
            for (index, subject) in subjects.enumerated() {
                let rounds = ComparisonFixtures.rounds(median: 1_000 * subject.ratio, noise: 0, seed: UInt64(index),
                                                       count: RunMetadata.SamplerSettings.timingRounds)
                results.append(BenchResult(suite: suite, benchmark: benchmark, subject: subject.0,
                                           metrics: Metrics(subject.counts.merging([.ui: 5]) { $1 },
                                                            wallTime: ComparisonFixtures.wallTime(rounds))))
            }
        }
        for subject in subjects {
            results.append(BenchResult(suite: .memory, benchmark: "scene", subject: subject.0,
                                       metrics: Metrics([.liveObjects: subject.scene, .liveBytes: subject.scene * 100])))
            results.append(BenchResult(suite: .memory, benchmark: "row-growth", subject: subject.0,
                                       metrics: Metrics([.liveObjectsPerRow: 0, .liveBytesPerRow: subject.row])))
        }
        var report = ComparisonFixtures.report(results)
        report.metadata.arguments = ReferenceRun.recordArguments
        report.metadata.instructionCounting = "callgrind"
        return report
    }

    /// `metrics` as a counted run measures them: no timings, no instructions.
    static func withoutTimings(_ metrics: Metrics) -> Metrics {
        var counts = metrics
        counts.wallTime = nil
        counts[.instructions] = nil
        return counts
    }
}
