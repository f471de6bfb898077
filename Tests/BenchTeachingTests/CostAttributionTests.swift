// Specifications of `bench explain`'s rows: own costs add up to the operation, an inclusive cost counts a row entered
// again while it runs once, references are booked own and inclusive, and the tables print per operation. The tree
// is the hand-made one of Tests/Fixtures/callgrind-chains.out (two likes of MVP), written out frame by frame.
import Testing

@testable import BenchReports
@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct CostAttributionTests {
    @Test func ownInstructions_addUpToTheOperation() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        #expect(attribution.rows.map(\.exclusive).reduce(0, +) == 1_000, "Expected every instruction in one row")
        #expect(attribution.instructions == 1_000 && attribution.operations == 2, "Expected the tree's batch")
    }

    @Test func everyRowsInclusive_isAtLeastItsOwn() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        for row in attribution.rows {
            #expect(row.inclusive >= row.exclusive, "Expected \(row.bucket.name)'s inclusive to hold its own")
        }
    }

    @Test func aRowEnteredAgainWhileItRuns_isCountedOnce() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        // BlogCell → presenter → BlogCell.showRow; presenter → witness → presenter.like; kit → … → kit's Label.
        #expect(row(.role("BlogCell"), in: attribution)?.inclusive == 870, "Expected the cell's outer entry only, not 870 + 300")
        #expect(row(.role("BlogCellPresenter"), in: attribution)?.inclusive == 820,
                "Expected the presenter's outer entry only, not 820 + 90")
        #expect(row(.kit, in: attribution)?.inclusive == 970, "Expected the button's entry only, not 970 + 150")
    }

    @Test func theHarness_holdingTheCountedRegion_includesTheWholeOperation() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        #expect(row(.harness, in: attribution).map { [$0.exclusive, $0.inclusive] } == [30, 1_000],
                "Expected the region and batch loop's own 30, and everything inclusive")
    }

    @Test func eachFunction_isBookedToItsRow() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        let own = Dictionary(uniqueKeysWithValues: attribution.rows.map { ($0.bucket, $0.exclusive) })
        #expect(own == [.role("BlogCellPresenter"): 290, .role("BlogCell"): 150, .witnesses: 10, .kit: 250,
                        .standardLibrary: 185, .runtime: 65, .libc: 20, .harness: 30], "Got \(own)")
    }

    @Test func referencesAreOwn_byTheCaller_andInclusive_whileItRan() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        let presenter = row(.role("BlogCellPresenter"), in: attribution), cell = row(.role("BlogCell"), in: attribution)
        #expect(presenter.map { [$0.retains, $0.inclusiveRetains, $0.releases, $0.inclusiveReleases] } == [5, 5, 0, 3],
                "Expected the presenter's own retains, and showRow's releases under it inclusive")
        #expect(cell.map { [$0.retains, $0.inclusiveRetains, $0.releases, $0.inclusiveReleases] } == [0, 5, 3, 3],
                "Expected the cell's own releases, and everything under its outer entry inclusive")
        #expect(row(.runtime, in: attribution).map { $0.retains + $0.releases } == 0,
                "Expected no reference booked to the runtime for the calls the scene made to it")
    }

    @Test func rows_listRolesDearestFirst_thenTheLayers() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        #expect(attribution.rows.map(\.bucket) == [.role("BlogCellPresenter"), .role("BlogCell"), .witnesses, .kit,
                                                   .standardLibrary, .runtime, .libc, .harness],
                "Got \(attribution.rows.map(\.bucket.name))")
    }

    @Test func table_printsPerOperation_withATotalRow() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        let lines = attribution.rendered(as: .table).split(separator: "\n")

        #expect(lines.first == "dispatch/like/mvp, per operation (a batch of 2): 500 instructions, 2.50 retains, 1.50 releases",
                "Got \(lines.first ?? "")")
        #expect(lines.contains { $0.hasPrefix("  BlogCellPresenter (role)") && $0.contains(" 145 ") && $0.contains(" 410 ") },
                "Expected the presenter's 290 and 820 halved")
        #expect(lines.contains { $0.hasPrefix("  total") && $0.contains("100.0 %") }, "Expected a total row")
    }

    @Test func json_keepsTheBatchAndItsOperations() throws {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        let text = attribution.rendered(as: .json)

        #expect(text.contains("\"instructions\" : 1000") && text.contains("\"operations\" : 2")
                    && text.contains("\"instructionsPerOperation\" : 500"), "Got \(text)")
        #expect(text.contains("\"kind\" : \"witnesses\""), "Expected each row's kind")
    }

    @Test func comparison_givesEachSubjectsShares() {
        let attribution = CostAttribution(tree: Self.tree, subject: .pattern(.mvp), caseID: "dispatch/like/mvp")

        let table = CostAttribution.comparisonMarkdown([attribution])

        #expect(table.contains("| MVP | 500 | 2.50 | 45.0 % | 25.0 % | 0.0 % | 18.5 % | 6.5 % | 2.0 % | 3.0 % |"),
                "Expected roles, witnesses and glue together, then each layer, got \(table)")
    }

    // MARK: Helpers

    private func row(_ bucket: CostBucket, in attribution: CostAttribution) -> CostAttribution.Row? {
        attribution.rows.first { $0.bucket == bucket }
    }

    private static let bench = "/repo/.build/release/bench", core = "/usr/lib/swift/linux/libswiftCore.so"

    /// callgrind-chains.out's tree: two likes of MVP through the kit's button, the cell, its presenter and back.
    static let tree = CallTree(frames: [
        frame("$s16BenchMeasurement9CallgrindV13countedRegionyyyyKXEKFZTf4nd_n", "/repo/Benchmarks/BenchMeasurement/Counting/Callgrind.swift", nil, 1_000, 10),
        frame("batch", "/repo/Benchmarks/BenchMeasurement/Suites/DispatchBenchmarks.swift", 0, 990, 20),
        frame("$s10ProfileKit6ButtonC7sendTapyyF", "/repo/Sources/ProfileKit/UI/Button.swift", 1, 970, 100),
        frame("$s3MVP8BlogCellC9likeTappedyyF", "/repo/Sources/MVP/BlogCell.swift", 2, 870, 50),
        frame("$s3MVP17BlogCellPresenterC10didTapLikeyyF", "/repo/Sources/MVP/BlogCellPresenter.swift", 3, 820, 200, retains: 5),
        frame("$s3MVP8BlogCellC7showRowyyF", "/repo/Sources/MVP/BlogCell.swift", 4, 300, 100, releases: 3),
        frame("$s10ProfileKit5LabelC4textSSSgvs", "/repo/Sources/ProfileKit/UI/Label.swift", 5, 150, 150),
        frame("swift_release", "???", 5, 50, 30, object: core),
        frame("free", "./malloc/./malloc/malloc.c", 7, 20, 20, object: "/usr/lib/x86_64-linux-gnu/libc.so.6"),
        frame("$sSS6appendyySSF", "???", 4, 185, 185, object: core),
        frame("$s3MVP17BlogCellPresenterCAA0bC6OutputA2aDP4likeyyFTW", "//<compiler-generated>", 4, 100, 10),
        frame("$s3MVP17BlogCellPresenterC4likeyyF", "/repo/Sources/MVP/BlogCellPresenter.swift", 10, 90, 90),
        frame("swift_retain", "???", 4, 20, 20, object: core),
        frame("swift_retain_n", "???", 4, 15, 15, object: core),
    ], operations: 2)

    private static func frame(
        _ function: String, _ file: String, _ parent: Int?, _ inclusive: Int, _ exclusive: Int, object: String = bench,
        retains: Int = 0, releases: Int = 0
    ) -> CallTree.Frame {
        CallTree.Frame(function: function, object: object, file: file, parent: parent, calls: 2, inclusive: inclusive,
                       exclusive: exclusive, retains: retains, releases: releases)
    }
}
