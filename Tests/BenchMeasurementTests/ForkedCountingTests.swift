// Specifications of counts taken per case in forked children (`bench worker counts-each`): every listed case is
// answered from a process of its own, and a case's counts are the same alone and listed among every other case.
import BenchPlatform
import BenchResults
import Foundation
import SceneRig
import Testing

@testable import BenchMeasurement

@Suite(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters interpose on Linux only"),
       .disabled(if: Platform.sanitizer != nil, "a sanitizer brings its own allocator: such builds have no counters"))
struct ForkedCountingTests {
    /// The debug bench beside this test bundle (`swift build --build-tests` and `swift test` build it).
    static let bench = ForkedCallgrindTests.bench

    @Test func workerRequest_countsEach_readsBackFromItsArguments() {
        let request = WorkerRequest.countsEach(casesFile: "/tmp/f/cases0")

        #expect(WorkerRequest(Array(request.arguments.dropFirst())) == request,
                "Expected `worker counts-each FILE` to name the same request")
    }

    @Test func worker_countsEach_answersEveryListedCaseFromAProcessOfItsOwn() throws {
        let ids = ["dispatch/like/floor", "assembly/build/floor", "dispatch/like/nonexistent"]

        let answers = try Self.count(ids)

        try #require(answers.map(\.id) == ids, "Expected one answer per listed case, in the list's order")
        #expect(Set(answers.map(\.pid)).count == ids.count, "Expected each case in a process of its own")
        #expect((answers[0].result.counts?[.allocations] ?? 0) > 0, "Expected the like's allocations counted")
        #expect(answers[2].result.problem != nil, "Expected an unknown case answered with its problem, not dropped")
    }

    /// In one process, a case counted after others counted differently whenever a case was added or removed before it
    /// (the heap's history sizes array growth): a forked child must not depend on which cases were listed.
    @Test @MainActor func worker_countsEach_countsACaseTheSameAloneAndAmongEveryOtherCase() throws {
        let every = BenchmarkCatalog.cases(suites: Suite.allCases, patterns: Pattern.allCases)
            .filter { if case .leakCheck = $0.measurement { false } else { true } }.map(\.id)
        let among = try Dictionary(Self.count(every).map { ($0.id, $0.result) }) { first, _ in first }

        // Cases whose bytes or live bytes moved when counted after the others in one process (by 16 to 608 bytes).
        let sensitive = ["assembly/first-render/mvvm-observation", "assembly/teardown/mvp", "dispatch/refresh/mvvm-observation",
                         "memory/scene/mvvm-observation"]
        for id in sensitive {
            let alone = try Self.count([id]).first?.result
            #expect((alone?.counts?[.allocations] ?? 0) > 0, "Expected \(id) counted alone, got \(String(describing: alone))")
            #expect(among[id] == alone, "Expected \(id) counted the same alone as among every other case")
        }
    }

    /// Each answer of a `counts-each` worker over `ids`, started as the counting pass starts it.
    private static func count(_ ids: [String]) throws -> [ForkedCaseAnswer] {
        let library = try CountingLibrary.locate(executable: bench).get()
        let list = NSTemporaryDirectory() + "forked-counts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: list) }
        try Data((ids.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list))
        let output = try ChildProcess.run(executable: bench, arguments: ["worker", "counts-each", list],
                                          environment: library.environment(adding: [:]), workingDirectory: "/")
        #expect(output.termination.succeeded, "Expected the worker to succeed: \(output.failure(of: "the worker"))")
        return try output.standardOutput.split(separator: UInt8(ascii: "\n"))
            .map { try BenchJSON.decoder().decode(ForkedCaseAnswer.self, from: Data($0)) }
    }
}
