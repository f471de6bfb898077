// Specification of `dispatch · like-answered-later`: each like's answer is delivered inside the timed operation, so the
// async column's awaiting task suspends in the tap and resumes on the main actor there, its hop timed with it.
import BenchPlatform
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import BenchMeasurement

@Suite struct LikeAnsweredLaterTests {
    @Test(.drivenHere(.mvvmAsync))
    @MainActor func asyncColumnsLike_resumesByAMainActorJobInsideTheTimedOperation() throws {
        let benchmark = try #require(BenchmarkCatalog.cases(suites: [.dispatch], patterns: [.mvvmAsync]).first {
            $0.name == "like-answered-later" && $0.subject == .pattern(.mvvmAsync)
        })
        guard case .operations(let makeSource) = benchmark.measurement else {
            Issue.record("Expected \(benchmark.id) timed per operation")
            return
        }
        let source = makeSource()
        let batch = try #require(source.prepare(5), "Expected likes to offer: \(source.problem ?? "")")
        let before = MainActorJobs.jobsRun

        batch.run()   // what the sampler times

        let hops = MainActorJobs.jobsRun - before
        source.finish()
        #expect(source.problem == nil, "Expected every like sent and answered: \(source.problem ?? "")")
        // No job at all: each answer came before its task suspended (inside the tap), so nothing hopped.
        #expect(hops == batch.operationCount,
                "Expected each like's task resumed by one main-actor job in the operation, got \(hops) for \(batch.operationCount)")
    }
}
