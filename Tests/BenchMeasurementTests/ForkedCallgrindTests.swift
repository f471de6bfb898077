// Specifications of instructions counted per case in forked children (`bench worker callgrind-each`): every listed
// case is answered from a process of its own, a case's count is the same whichever cases are listed with it, and the
// worker can be loaded in several address-space layouts, each of which counts alike every time.
import BenchPlatform
import BenchResults
import Foundation
import Testing

@testable import BenchMeasurement

@Suite struct ForkedCallgrindTests {
    /// The debug bench beside this test bundle (`swift build --build-tests` and `swift test` build it).
    static let bench = BuildLayout(executable: Platform.executablePath).productsDirectory + "/bench"

    @Test func workerRequest_callgrindEach_readsBackFromItsArguments() {
        let request = WorkerRequest.callgrindEach(casesFile: "/tmp/f/cases0")

        #expect(WorkerRequest(Array(request.arguments.dropFirst())) == request,
                "Expected `worker callgrind-each FILE` to name the same request")
    }

    @Test func worker_callgrindEach_answersEveryListedCaseFromAProcessOfItsOwn() throws {
        let list = NSTemporaryDirectory() + "forked-cases-\(UUID().uuidString)"
        let ids = ["dispatch/like/floor", "assembly/build/floor", "dispatch/like/nonexistent"]
        try Data((ids.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list))

        let output = try ChildProcess.run(executable: Self.bench, arguments: ["worker", "callgrind-each", list],
                                          environment: CountingLibrary.countingEnvironment)
        let answers = try output.standardOutput.split(separator: UInt8(ascii: "\n"))
            .map { try BenchJSON.decoder().decode(ForkedCaseAnswer.self, from: Data($0)) }

        #expect(answers.map(\.id) == ids, "Expected one answer per listed case, in the list's order")
        #expect(Set(answers.map(\.pid)).count == ids.count, "Expected each case in a process of its own")
        #expect(answers[0].result.operations > 0 && answers[0].result.problem == nil, "Expected the like measured")
        #expect(answers[2].result.problem != nil, "Expected an unknown case answered with its problem, not dropped")
    }

    // A sanitizer's build (swift test --sanitize=thread) cannot run under valgrind; the plain test run counts it.
    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"),
          .enabled(if: Platform.sanitizer == nil, "a sanitizer's build does not run under valgrind"))
    func profileEachCase_countsACaseTheSameAloneAndListedAfterOthers() throws {
        let callgrind = try Callgrind.locate().get()
        // In one process this like moved by 0.3–0.7 % with the cases run before it (docs/METHODOLOGY.md).
        let like = "dispatch/like-on-detail/mvvm"

        let alone = try callgrind.profileEachCase(executable: Self.bench, caseIDs: [like], servers: 1).get()
        let afterOthers = try callgrind.profileEachCase(
            executable: Self.bench, caseIDs: ["dispatch/like-on-detail/mvc", like], servers: 1).get()

        let count = alone.profiles[like]?.profile.instructions
        #expect((count ?? 0) > 0, "Expected the like's instructions counted, got \(alone.problems)")
        #expect(afterOthers.profiles[like]?.profile.instructions == count,
                "Expected the same count whichever cases ran before it in the same worker")
    }

    // A sanitizer's build (swift test --sanitize=thread) cannot run under valgrind; the plain test run counts it.
    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"),
          .enabled(if: Platform.sanitizer == nil, "a sanitizer's build does not run under valgrind"))
    func profileEachCase_inSeveralLayouts_repeatsEachLayoutsCount_andMovesOneThatHashesAddresses() throws {
        let callgrind = try Callgrind.locate().get()
        // MVVMAsync's like looks generic metadata up in the runtime's cache, a hash table keyed by addresses: in 16
        // layouts of the release build its count took 13 values (this debug build looks up more, as every column does).
        let like = "dispatch/like/mvvm-async", layouts = AddressSpaceLayout.first(4)

        let first = try callgrind.profileEachCase(executable: Self.bench, caseIDs: [like], layouts: layouts, servers: 2).get()
        let again = try callgrind.profileEachCase(executable: Self.bench, caseIDs: [like], layouts: layouts, servers: 2).get()

        let counts = { (runs: [AddressSpaceLayout: Callgrind.EachCaseRun]) in
            layouts.compactMap { runs[$0]?.profiles[like]?.profile.instructions }
        }
        #expect(counts(first).count == 4 && counts(again) == counts(first),
                "Expected each layout to count the like alike every time, got \(counts(first)) and \(counts(again)) \(first.mapValues(\.problems))")
        #expect(Set(counts(first)).count > 1, "Expected the like to move with layout, got \(counts(first))")
    }
}

@Suite struct AddressSpaceLayoutTests {
    @Test func layouts_areFixedPagesApart_fromValgrindsDefaultBase() {
        #expect(AddressSpaceLayout.first(2).map(\.valgrindOption) == ["--aspace-minaddr=0x4000000",
                                                                      "--aspace-minaddr=0x4025000"],
                "Expected the same layouts in every run")
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 3), (8, 3), (16, 4), (32, 8)])
    func screeningCount_isAQuarterOfTheLayouts_atLeastThree(asked: Int, screened: Int) {
        #expect(AddressSpaceLayout.screeningCount(of: asked) == screened,
                "Expected \(screened) screening layouts of \(asked), got \(AddressSpaceLayout.screeningCount(of: asked))")
    }

    @Test func jobs_oneLayout_splitsItsListBetweenTheServers() {
        let jobs = Callgrind.jobs(caseIDs: ["a", "b", "c"], layouts: AddressSpaceLayout.first(1), servers: 2)

        #expect(jobs.map(\.caseIDs) == [["a", "c"], ["b"]], "Expected the list shared by two workers")
    }

    @Test func jobs_layoutsThatFillTheServers_getAWorkerEach() {
        let jobs = Callgrind.jobs(caseIDs: ["a", "b"], layouts: AddressSpaceLayout.first(4), servers: 2)

        #expect(jobs.map(\.layout.index) == [0, 1, 2, 3] && jobs.allSatisfy { $0.caseIDs == ["a", "b"] },
                "Expected one worker per layout with the whole list")
    }

    @Test func varyingWithLayout_namesTheCasesWhoseCountsDiffer_inOrder() {
        let samples = ["b": [2.0, 2.5], "a": [1.0, 1.0], "c": [3.0, 3.1]]

        #expect(CallgrindPass.varyingWithLayout(samples, in: ["c", "a", "b"]) == ["c", "b"], "Expected c and b")
    }
}

private let isValgrindInstalled = (try? Callgrind.locate().get()) != nil
