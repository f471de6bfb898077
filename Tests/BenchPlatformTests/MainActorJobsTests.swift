// Specification of MainActorJobs: an action's ready jobs run on the main actor before it returns — every one, chains
// included, and only those.
import BenchPlatform
import Testing

@Suite struct MainActorJobsTests {
    @available(macOS 26.0, *)
    @Test @MainActor func aTaskResumedByTheAction_runsToItsNextSuspensionBeforeRunReturns() {
        let gate = Gate()
        var log: [String] = []
        startNow {
            log.append("sent")
            log.append("answered \(await gate.wait())")
        }

        let ran = MainActorJobs.run { gate.open(with: 1) }

        #expect(log == ["sent", "answered 1"], "Expected the awaiting task resumed and finished inside run, got \(log)")
        #expect(ran == 1, "Expected exactly one job, the resumed task, got \(ran)")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func jobsThatResumeOthers_runUntilNoneIsLeft() {
        let first = Gate(), second = Gate()
        var log: [String] = []
        startNow {
            log.append("second \(await second.wait())")
        }
        startNow {
            let value = await first.wait()
            log.append("first \(value)")
            second.open(with: value + 1)   // enqueued by a job run by `run`: it must run too
        }

        let ran = MainActorJobs.run { first.open(with: 1) }

        #expect(log == ["first 1", "second 2"], "Expected the chain run to its end, got \(log)")
        #expect(ran == 2, "Expected two jobs, got \(ran)")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func aJobMadeReadyOutsideRun_isNotRunByIt() {
        let gate = Gate()
        var resumed = false
        startNow {
            _ = await gate.wait()
            resumed = true
        }
        gate.open(with: 1)   // outside `run`: the runtime's executors take the job, not the rig

        let ran = MainActorJobs.run {}

        #expect(ran == 0 && !resumed, "Expected run to touch no job it did not see made ready, ran \(ran)")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func anActionMakingNothingReady_runsNothing() {
        var acted = false

        let ran = MainActorJobs.run { acted = true }

        #expect(acted && ran == 0, "Expected the action run and no job, ran \(ran)")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func jobsRun_growsByTheJobsEachRunRan() {
        let first = Gate(), second = Gate()
        startNow { _ = await first.wait() }
        startNow { _ = await second.wait() }
        let before = MainActorJobs.jobsRun

        MainActorJobs.run { first.open(with: 1) }
        MainActorJobs.run {}
        MainActorJobs.run { second.open(with: 2) }

        let counted = MainActorJobs.jobsRun - before
        #expect(counted == 2, "Expected one job counted per resumed task, got \(counted)")
    }

    @Test func theRuntimeHook_isAvailableHere() {
        #expect(MainActorJobs.isAvailable, "Expected the runtime's global-executor hook (swift_task_enqueueGlobal_hook)")
    }
}

/// One continuation a task awaits on the main actor, resumed by the test.
@MainActor
private final class Gate {
    private var continuation: CheckedContinuation<Int, Never>?

    func wait() async -> Int {
        await withCheckedContinuation { continuation = $0 }
    }

    func open(with value: Int) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}

/// `Task.immediate` (macOS 26; Linux has it with Swift 6.2): runs `operation` on the main actor up to its first `await`
/// inside this call.
@available(macOS 26.0, *)
@MainActor @discardableResult
private func startNow(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    Task.immediate(operation: operation)
}
