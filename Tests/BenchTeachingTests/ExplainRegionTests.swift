// Specifications of the docs' `explain` regions: a pattern page's folded table and COMPARISON.md's shares, written
// from the attributions the command line hands over (stubbed here with CostAttributionTests' tree), every like and
// build counted in one run however many regions ask, and a directive it cannot fill refused naming the page.
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

    // MARK: Helpers

    /// The cases each call of `attribute` asked for.
    @MainActor
    final class Requests {
        var cases: [[String]] = []
    }

    /// A generator whose attributions are CostAttributionTests' tree for every case asked, and what it was asked.
    @MainActor
    private func makeGenerator() -> (DocsGenerator, Requests) {
        let requests = Requests()
        let generator = DocsGenerator(
            root: "/nonexistent", report: { .failure(.init(description: "no report")) },
            reference: { .failure(.init(description: "no reference")) },
            trace: { _, _ in .failure(.init(description: "no gdb")) }, leakyFindings: { [] },
            attribute: { cases in
                requests.cases.append(cases.map(\.id))
                return .success(cases.map { CostAttribution(tree: CostAttributionTests.tree, subject: $0.subject, caseID: $0.id) })
            })
        return (generator, requests)
    }
}
