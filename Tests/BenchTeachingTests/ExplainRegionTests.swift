// Specifications of the docs' `explain` regions: a pattern page's folded table and COMPARISON.md's shares, written
// from the attributions the command line hands over (stubbed here with CostAttributionTests' tree), every like and
// build counted in one run however many regions ask, a directive it cannot fill refused naming the page, and a region
// whose instructions depend on layout kept as written while a new count stays within the reference run's spread.
import BenchTestSupport
import Testing

@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct ExplainRegionTests {
    @Test @MainActor func explainOneSubject_replacesTheRegionWithItsFoldedTable() throws {
        let (generator, _) = makeGenerator()

        let page = try generator.regenerate("<!-- bench docs: explain like mvp -->\nstale\n<!-- end bench docs -->",
                                            path: "docs/patterns/MVP.md")

        #expect(page.hasPrefix("<!-- bench docs: explain like mvp -->\n<details><summary>Where one like of MVP goes: 500 instructions"),
                "Got \(page)")
        #expect(!page.contains("stale") && page.hasSuffix("</details>\n<!-- end bench docs -->"), "Expected only the table")
    }

    @Test @MainActor func explainAll_givesEverySubjectsShares() throws {
        let (generator, _) = makeGenerator()

        let page = try generator.regenerate("<!-- bench docs: explain build all -->\n<!-- end bench docs -->",
                                            path: "docs/COMPARISON.md")

        for name in ["MVC", "MVP", "MVVM", "VIPER", "VIP", "floor"] {
            #expect(page.contains("\n| \(name) | 500 |"), "Expected a row for \(name), got \(page)")
        }
        #expect(page.contains("| one build | instructions |"), "Expected the build's table")
    }

    @Test @MainActor func everyLikeAndBuild_isCountedInOneRun_whateverAsks() throws {
        let (generator, requests) = makeGenerator()

        _ = try generator.regenerate("<!-- bench docs: explain like mvp -->\n<!-- end bench docs -->", path: "docs/A.md")
        _ = try generator.regenerate("<!-- bench docs: explain build all -->\n<!-- end bench docs -->", path: "docs/B.md")

        #expect(requests.cases.count == 1, "Expected one run, got \(requests.cases.count)")
        #expect(requests.cases.first?.count == 2 * SceneSubject.all.count, "Expected like and build of every subject")
    }

    @Test(arguments: ["explain select-blog mvp", "explain like", "explain like mvx", "explain like mvp extra"])
    @MainActor func aDirectiveItCannotFill_isRefusedNamingThePage(directive: String) {
        let (generator, _) = makeGenerator()

        #expect(throws: DocsGenerator.Failure.self, "Expected `\(directive)` refused") {
            try generator.regenerate("<!-- bench docs: \(directive) -->\n<!-- end bench docs -->", path: "docs/PAGE.md")
        }
    }

    @Test @MainActor func whenTheCasesCannotBeCounted_theRegionFails() {
        let generator = DocsGenerator(root: "/nonexistent", report: { .failure(.init(description: "no report")) },
                                      reference: { .failure(.init(description: "no reference")) },
                                      trace: { _, _ in .failure(.init(description: "no gdb")) }, leakyFindings: { [] },
                                      attribute: { _ in .failure(.init(description: "bench docs: no valgrind")) })

        let failure = #expect(throws: DocsGenerator.Failure.self, "Expected the reason, not an empty table") {
            try generator.regenerate("<!-- bench docs: explain like mvp -->\n<!-- end bench docs -->", path: "docs/PAGE.md")
        }
        #expect(failure?.description == "bench docs: no valgrind", "Got \(failure?.description ?? "nothing")")
    }

    @Test @MainActor func explainOfACountThatDependsOnLayout_saysItIsOneLayoutsAndHowFarLayoutMovesIt() throws {
        let (generator, _) = makeGenerator(asyncLikeSpread: 480...530)

        let page = try generator.regenerate("<!-- bench docs: explain like mvvm-async -->\n<!-- end bench docs -->",
                                            path: "docs/patterns/MVVMAsync.md")

        #expect(page.contains("differ from one address-space layout to another (hash tables keyed by addresses): 480–530"),
                "Expected the spread named, got \(page)")
        #expect(page.hasSuffix("that range.\n</details>\n<!-- end bench docs -->"), "Expected the note inside the fold")
    }

    @Test @MainActor func regionThatDiffersOnlyWithinTheLayoutSpread_isKeptAsWritten() throws {
        let (generator, _) = makeGenerator(asyncLikeSpread: 480...530)
        let fresh = try generator.regenerate("<!-- bench docs: explain like mvvm-async -->\n<!-- end bench docs -->",
                                             path: "docs/patterns/MVVMAsync.md")
        let written = fresh.replacingOccurrences(of: "goes: 500 instructions", with: "goes: 521 instructions")

        let again = try generator.regenerate(written, path: "docs/patterns/MVVMAsync.md")

        #expect(again == written, "Expected a total 21 off within a spread of 50 kept, got \(again)")
    }

    @Test @MainActor func regionThatDiffersBeyondTheSpread_orInRetains_orForAnExactCount_isRewritten() throws {
        let (generator, _) = makeGenerator(asyncLikeSpread: 480...530)
        let async = try generator.regenerate("<!-- bench docs: explain like mvvm-async -->\n<!-- end bench docs -->",
                                             path: "docs/patterns/MVVMAsync.md")
        let mvp = try generator.regenerate("<!-- bench docs: explain like mvp -->\n<!-- end bench docs -->",
                                           path: "docs/patterns/MVP.md")
        let edits = [
            async.replacingOccurrences(of: "goes: 500 instructions", with: "goes: 600 instructions"),
            async.replacingOccurrences(of: "instructions, 2.50 retains", with: "instructions, 3.50 retains"),
            mvp.replacingOccurrences(of: "goes: 500 instructions", with: "goes: 501 instructions"),
        ]

        for (edited, page) in zip(edits, [async, async, mvp]) {
            #expect(edited != page, "Expected the edit to change the region: \(page)")
            #expect(try generator.regenerate(edited, path: "docs/P.md") == page, "Expected \(edited) rewritten")
        }
    }

    @Test func comparisonTable_keepsARowOfADependentCountWithinItsSpread_andNoOtherRow() {
        let table = [
            "| one like | instructions | retains | the pattern's code | Swift runtime |",
            "|---|---:|---:|---:|---:|",
            "| MVC | 12896 | 35 | 5.9 % | 44.8 % |",
            "| MVVMAsync | 41022 | 68 | 6.2 % | 59.6 % |",
        ].joined(separator: "\n")
        let spread = { (row: String) -> Double? in row == "MVVMAsync" ? 630 : nil }

        let asyncMoved = table.replacingOccurrences(of: "| 41022 | 68 | 6.2 % | 59.6 % |", with: "| 41300 | 68 | 6.2 % | 60.3 % |")
        let asyncRetains = table.replacingOccurrences(of: "| 41022 | 68 |", with: "| 41022 | 69 |")
        let mvcMoved = table.replacingOccurrences(of: "| 12896 |", with: "| 12897 |")

        #expect(ExplainRegionTolerance.agrees(table, asyncMoved, allowing: spread), "Expected +278 and +0.7 % kept")
        #expect(!ExplainRegionTolerance.agrees(table, asyncRetains, allowing: spread), "Expected a retain more refused")
        #expect(!ExplainRegionTolerance.agrees(table, mvcMoved, allowing: spread), "Expected an exact count's change refused")
    }

    // MARK: Helpers

    /// The cases each call of `attribute` asked for.
    @MainActor
    final class Requests {
        var cases: [[String]] = []
    }

    /// A generator whose attributions are CostAttributionTests' tree for every case asked, and what it was asked; its
    /// reference run counted MVVMAsync's like in layouts spread over `asyncLikeSpread`, every other case alike in each.
    @MainActor
    private func makeGenerator(asyncLikeSpread: ClosedRange<Double> = 500...500) -> (DocsGenerator, Requests) {
        let requests = Requests()
        let reference = ComparisonFixtures.report([
            ComparisonFixtures.result(.pattern(.mvvmAsync), instructionsByLayout: [asyncLikeSpread.lowerBound, asyncLikeSpread.upperBound]),
            ComparisonFixtures.result(.pattern(.mvp), instructionsByLayout: [500, 500]),
        ])
        let generator = DocsGenerator(
            root: "/nonexistent", report: { .failure(.init(description: "no report")) },
            reference: { .success(ReferenceRun(report: reference)) },
            trace: { _, _ in .failure(.init(description: "no gdb")) }, leakyFindings: { [] },
            attribute: { cases in
                requests.cases.append(cases.map(\.id))
                return .success(cases.map { CostAttribution(tree: CostAttributionTests.tree, subject: $0.subject, caseID: $0.id) })
            })
        return (generator, requests)
    }
}
