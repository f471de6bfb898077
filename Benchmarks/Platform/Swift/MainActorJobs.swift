// MainActorJobs: runs, on the main actor and before an action returns, the jobs its awaited requests' answers made
// ready — what a scene's tasks do after a hop. Through the runtime's global-executor hook (CBenchPlatform). Owns only
// the count of the jobs it ran.
import CBenchPlatform

/// Runs an action and then every job it made ready, synchronously, so that a test or a benchmark sees the scene after
/// the hops the action caused: deterministic, with no sleep and no run loop.
///
/// Why this mechanism (measured on Linux, Swift 6.3.1; the facts are in docs/PLATFORMS.md): a task on the main actor
/// that awaits an answer is resumed, when the answer comes, as a job on the *global* executor (its continuation
/// resumes there, and the job then hops to the main actor); a job enqueued on the main actor itself goes to Dispatch's
/// main queue, which a synchronous caller cannot drain (under `swift test` the main queue is served by `dispatch_main`
/// on a worker thread, and `_dispatch_main_queue_callback_4CF` traps there). So the rig captures the global-executor
/// jobs its own thread enqueues while an action runs, and runs each *as the main actor* (`runSynchronously(on:)`): the
/// resumed job's hop to the main actor is then no hop, and it runs to its next suspension before the action returns.
/// Jobs other threads enqueue are never touched; nor are jobs enqueued on the main actor directly (`Task { }` from the
/// main actor): a scene the rig drives starts its tasks with `Task.immediate`.
///
/// ```swift
/// let ran = MainActorJobs.run { api.deliverNextPendingResponse() }   // the awaiting task has resumed and rendered
/// ```
public enum MainActorJobs {
    /// Whether the runtime lets the rig capture jobs here; false leaves `run` running the action alone.
    public static let isAvailable: Bool = archbench_job_capture_install()

    /// Jobs `run` has run since the process started: a test counts the hops an operation took by its difference.
    @MainActor public private(set) static var jobsRun = 0

    /// Runs `action`, then every job the calling thread enqueued on the global executor while it ran — and those
    /// these jobs enqueue in turn — in the order they were enqueued, until none is left. Returns how many ran.
    @MainActor
    @discardableResult
    public static func run(_ action: () throws -> Void) rethrows -> Int {
        guard isAvailable else {
            try action()
            return 0
        }
        archbench_job_capture_begin()
        defer { archbench_job_capture_end() }
        do {
            try action()
        } catch {
            runCaptured()
            throw error
        }
        return runCaptured()
    }

    /// Runs the captured jobs, oldest first, until none is left (a job may enqueue more).
    @MainActor
    @discardableResult
    private static func runCaptured() -> Int {
        var ran = 0
        while let job = archbench_job_capture_take() {
            unsafeBitCast(job, to: UnownedJob.self).runSynchronously(on: MainActor.sharedUnownedExecutor)
            ran += 1
        }
        jobsRun += ran
        return ran
    }
}
