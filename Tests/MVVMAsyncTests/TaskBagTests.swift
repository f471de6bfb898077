// Tests of TaskBag, the tasks a view model or the store runs its requests in: started at once, cancelled when
// their owner goes, forgotten once finished.
import BenchPlatform
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMAsync

@Suite(.drivenHere(.mvvmAsync)) struct TaskBagTests {
    @Test @MainActor func start_runsTheOperationUpToItsFirstAwaitInsideTheCall() {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = TaskBag()

        sut.start { _ = try? await api.likeBlog(id: 101) }

        #expect(api.requestCounts.like == 1, "Expected the request sent before start returned (Task.immediate)")
        #expect(sut.count == 1, "Expected one task awaiting its answer")
    }

    @Test @MainActor func aTaskAnswered_leavesTheCollection() {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = TaskBag()
        sut.start { _ = try? await api.likeBlog(id: 101) }

        api.deliverAllPendingResponses()

        #expect(sut.count == 0, "Expected the finished task forgotten")
    }

    @Test @MainActor func aTaskAnsweredInline_isNeverKept() {
        let api = MockProfileAPI(scheduling: .immediate)
        let sut = TaskBag()

        sut.start { _ = try? await api.likeBlog(id: 101) }

        #expect(sut.count == 0, "Expected a task finished inside start not stored")
    }

    @Test @MainActor func theOwnerGone_cancelsEveryAwaitingTask_andTheirLateAnswersDoNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let outcomes = Outcomes()
        var sut: TaskBag? = TaskBag()
        for id in [101, 102] {
            sut?.start {
                do {
                    _ = try await api.likeBlog(id: id)
                    outcomes.log.append("answered \(id)")
                } catch is CancellationError {
                    outcomes.log.append("cancelled \(id)")
                } catch {
                    outcomes.log.append("failed \(id)")
                }
            }
        }

        MainActorJobs.run { sut = nil }   // as a screen closes under the driver
        api.deliverAllPendingResponses()

        #expect(outcomes.log.sorted() == ["cancelled 101", "cancelled 102"],
                "Expected both tasks cancelled when their owner went, and nothing from their answers: \(outcomes.log)")
    }
}

// MARK: - Helpers

@MainActor
private final class Outcomes {
    var log: [String] = []
}
