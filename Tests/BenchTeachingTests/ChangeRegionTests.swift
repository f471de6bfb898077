// Specifications of docs/CHANGING.md's generated regions: `changes CHANGE` (what each column's change touched, from the
// files, and its operation's cost, from the reference run) and `changes-diff CHANGE` (each column's unified diff), on a
// made-up package with MVP's unlike made; and the inline `change CHANGE SUBJECT` a sentence cites.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct ChangeRegionTests {
    @Test @MainActor func changes_tabulatesEveryColumnFromTheFiles_andEachOperationsCostFromTheReference() throws {
        let package = try MadeUpPackage()
        try package.changeMVPUnlike()

        let page = try regenerate("<!-- bench docs: changes unlike -->\n<!-- end bench docs -->", root: package.root,
                                  reference: ChangesFixtures.report())
        let lines = page.split(separator: "\n").map(String.init)

        #expect(lines.contains("| MVP | 1 | 1 | +4 −0 | BlogListPresenter, UnlikeRule | protocol BlogListView changed | 1 | 0 | 1 | 3 |"),
                "Expected MVP's row: a touched and an added file, +4, two roles, the protocol, a new test in one copied file, three files to review; got\n\(page)")
        #expect(lines.contains("| MVC | 0 | 0 | +0 −0 | — | — | 0 | 0 | 0 | 0 |"), "Expected MVC's unchanged row, got\n\(page)")
        #expect(lines.contains("| floor | 0 | 0 | +0 −0 | — | — | — | — | — | 0 |"),
                "Expected the floor's tests shown as none of its own, got\n\(page)")
        #expect(lines.contains { $0.hasPrefix("`changes · unlike`: tap a liked heart") && $0.hasSuffix(", from [the reference run](../docs/data/reference-run.json)") },
                "Expected the operation named with where its cost comes from, got\n\(page)")
        #expect(lines.contains { $0.hasPrefix("| MVP | 2.00× (") && $0.hasSuffix(" | 6 | 20 | 22 | 4 | n/a |") },
                "Expected MVP's ×floor with its interval, then UI work, retains, releases, objects, no instructions; got\n\(page)")
        #expect(lines.contains("| floor | — | 6 | 10 | 11 | 2 | n/a |"), "Expected the floor as the reference, got\n\(page)")
    }

    @Test @MainActor func changes_withAReferenceWithoutTheSuite_readsNA_andSaysWhy() throws {
        let package = try MadeUpPackage()

        let page = try regenerate("<!-- bench docs: changes sort-picker -->\n<!-- end bench docs -->", root: package.root,
                                  reference: ComparisonFixtures.report([ComparisonFixtures.result(.floor)]))

        #expect(page.contains("`changes · sort-open`: tap Sort: the sort module built and presented, its first frame — n/a: "
                              + "[the reference run](../docs/data/reference-run.json) has no changes suite"),
                "Expected each operation's caption to say why its cost is n/a, got\n\(page)")
        #expect(page.contains("| VIP | n/a | n/a | n/a | n/a | n/a | n/a |"), "Expected n/a, never 0, got\n\(page)")
    }

    @Test @MainActor func changesDiff_showsEachColumnsDiff_sourcesThenTests() throws {
        let package = try MadeUpPackage()
        try package.changeMVPUnlike()

        let page = try regenerate("<!-- bench docs: changes-diff unlike -->\n<!-- end bench docs -->", root: package.root,
                                  reference: ChangesFixtures.report())

        #expect(page.contains("<b>MVC</b> (<code>MVCUnlike</code>): unchanged, every file is the column's."),
                "Expected MVC unchanged, got\n\(page)")
        #expect(page.contains("""
            <details><summary><b>MVP</b> (<code>MVPUnlike</code>): 1 touched, 1 added, +4 −0 lines; tests +2 −0 lines</summary>

            ```diff
            --- Sources/MVP/BlogListPresenter.swift
            +++ Sources/MVP/Changes/Unlike/BlogListPresenter.swift
            @@ -1,9 +1,11 @@
            """), "Expected MVP's summary and its presenter's diff first, got\n\(page)")
        #expect(page.contains("--- /dev/null\n+++ Sources/MVP/Changes/Unlike/UnlikeRule.swift\n@@ -0,0 +1,2 @@\n+// The unlike's rule."),
                "Expected the added file's diff, got\n\(page)")
        #expect(page.contains("""
            ```

            ```diff
            --- Tests/MVPTests/BlogListPresenterTests.swift
            +++ Tests/Changes/MVPUnlikeTests/BlogListPresenterTests.swift
            """), "Expected the copied test file's diff in a block of its own after the sources', got\n\(page)")
        #expect(page.contains("+    @Test func unlike_sendsOneRequest() {}\n }\n```\n\n</details>"),
                "Expected the column's diffs folded in one <details>, got\n\(page)")
        #expect(!page.contains("+@testable import MVPUnlike"), "Expected the import line read as the column's, got\n\(page)")
    }

    @Test @MainActor func aChangeRegion_ofAnUnknownChange_failsListingTheChanges() throws {
        let package = try MadeUpPackage()

        var message: String?
        do {
            _ = try regenerate("<!-- bench docs: changes unlink -->\n<!-- end bench docs -->", root: package.root,
                               reference: ChangesFixtures.report())
        } catch {
            message = error.description
        }

        #expect(message == "bench docs: docs/PAGE.md: `changes unlink` needs one change: unlike, likes-total, sort-picker",
                "Expected the unknown change refused, naming the changes, got \(message ?? "no failure")")
    }

    @Test @MainActor func changeInline_citesOneColumnsFilesAndLines_insideTheSentence() throws {
        let package = try MadeUpPackage()
        try package.changeMVPUnlike()

        let page = try regenerate(
            "MVP (<!-- bench docs: change unlike mvp -->?<!-- end bench docs -->) and MVC "
                + "(<!-- bench docs: change unlike mvc -->?<!-- end bench docs -->).",
            root: package.root, reference: ChangesFixtures.report())

        #expect(page == "MVP (<!-- bench docs: change unlike mvp -->2 files, +4 −0<!-- end bench docs -->) and MVC "
                    + "(<!-- bench docs: change unlike mvc -->0 files, +0 −0<!-- end bench docs -->).",
                "Expected each column's files touched and added and its lines, in place, got\n\(page)")
    }

    /// `page` regenerated on the package at `root`, citing `reference`.
    @MainActor
    private func regenerate(_ page: String, root: String, reference: BenchReport) throws(DocsGenerator.Failure) -> String {
        try DocsGenerator(root: root, report: { .failure(.init(description: "no counted run here")) },
                          reference: { .success(ReferenceRun(report: reference)) },
                          trace: { _, _ in .failure(.init(description: "no gdb in tests")) },
                          leakyFindings: { [] })
            .regenerate(page, path: "docs/PAGE.md")
    }
}
