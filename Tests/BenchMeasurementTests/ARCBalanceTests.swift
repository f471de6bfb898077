// ARCBalanceTests: the lifecycle self-check passes only when the references balance and the valgrind wrappers
// saw exactly the calls callgrind's call graph counted. Numbers are those of the floor's lifecycle.
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchResults

@Suite struct ARCBalanceTests {
    @Test func balance_ofEveryReferenceGivenBack_isZeroAndPasses() {
        let check = ARCBalance(subject: "floor", callGraph: floorCallGraph, wrapped: floorWrapped())

        #expect(check.balance == 0, "Expected 436 + 13 + 141 − 590 = 0")
        #expect(check.passes, "Expected a balanced lifecycle seen alike by both mechanisms to pass")
        #expect(check.line.hasPrefix("floor: 436 retains + 13 strong loads + 141 objects − 590 releases = 0 ✓"),
                "Expected the sum spelled out, got \(check.line)")
    }

    @Test func balance_withAStrongLoadNotCounted_isNegativeAndFails() {
        var wrapped = floorWrapped()
        wrapped[.strongLoads] = 12

        let check = ARCBalance(subject: "floor", callGraph: floorCallGraph, wrapped: wrapped)

        #expect(check.balance == -1, "Expected one reference given back that was never taken")
        #expect(!check.passes && check.line.contains("✗ unbalanced"), "Expected the line to say it is unbalanced")
    }

    @Test func balance_ofALifecycleWithTasks_countsEachTasksBirthReference() {
        // MVVMAsync's lifecycle: three requests, each a task the concurrency runtime makes without swift_allocObject and
        // gives back with swift_release; without the tasks the sum was −3.
        var callGraph = floorCallGraph
        callGraph.tasks = 3
        var wrapped = floorWrapped()
        wrapped[.objectReleases] += 3

        let check = ARCBalance(subject: "mvvm-async", callGraph: callGraph, wrapped: wrapped)

        #expect(check.balance == 0 && check.passes, "Expected the three tasks to balance their last releases")
        #expect(check.line.contains("141 objects + 3 tasks − 593 releases = 0 ✓"), "Got \(check.line)")
    }

    @Test func balance_decodedFromAReportOlderThanTasks_readsNoTask() throws {
        let json = #"{"subject": "floor", "retains": 527, "releases": 1024, "objects": 141, "objectRetains": 436, "#
            + #""objectReleases": 590, "strongLoads": 13, "wrappedRetains": 527, "wrappedReleases": 1024, "#
            + #""wrappedObjects": 141, "balance": 0}"#

        let check = try JSONDecoder().decode(ARCBalance.self, from: Data(json.utf8))

        #expect(check.tasks == 0 && check.passes, "Expected an old report's balance read as it was written")
    }

    @Test func check_whenTheWrappersSawOtherCalls_fails() {
        var wrapped = floorWrapped()
        wrapped[.allReleases] = 1_023

        let check = ARCBalance(subject: "floor", callGraph: floorCallGraph, wrapped: wrapped)

        #expect(check.balance == 0 && !check.mechanismsAgree, "Expected balanced references but disagreeing counts")
        #expect(!check.passes && check.line.contains("the wrappers saw 527 retains, 1023 releases, 141 objects"),
                "Expected the line to name what the wrappers saw")
    }

    private let floorCallGraph = ExactARCCounts(retains: 527, releases: 1_024, strongLoads: 61, objects: 141)

    private func floorWrapped() -> CounterSnapshot {
        var snapshot = CounterSnapshot(operations: 1)
        snapshot[.objectRetains] = 436
        snapshot[.objectReleases] = 590
        snapshot[.strongLoads] = 13
        snapshot[.allRetains] = 527
        snapshot[.allReleases] = 1_024
        snapshot[.allObjects] = 141
        return snapshot
    }
}
