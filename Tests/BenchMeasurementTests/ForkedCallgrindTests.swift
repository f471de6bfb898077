// Specifications of instructions counted per case in forked children (`bench worker callgrind-each`): every listed
// case is answered from a process of its own, and a case's count is the same whichever cases are listed with it.
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
}

private let isValgrindInstalled = (try? Callgrind.locate().get()) != nil
