// A batch source built on one launched scene — a subject's, or any composer's (a change's) — owns the driver (and so the
// scene); subclasses decide the operation.
import ProfileKit
import SceneRig

/// Base for benchmarks that operate one scene through its UI, with the immediate scheduler unless a benchmark asks for
/// queued answers (then the launch's answers are delivered here, untimed, and the benchmark delivers its own).
///
/// Checks run after every batch compare what the batch did (API requests, toasts, navigation depth) with
/// what it should have done (`ActionExpectation`), so a benchmark can never silently time another code path.
@MainActor
class SceneBatchSource: BatchSource {
    let driver: SceneDriver
    let fixture: ProfileFixture
    private(set) var problem: String?
    private var expectation: ActionExpectation?
    /// Further checks of the batch about to run, beside the counters `expectation` compares: each returns what went
    /// otherwise than expected, or nil.
    private var furtherChecks: [@MainActor (SceneDriver) -> String?] = []

    /// `scheduling`: `.queued` keeps each answer waiting until the benchmark delivers it (`MockProfileAPI`).
    init(subject: SceneSubject, fixture: ProfileFixture, scheduling: MockProfileAPI.Scheduling = .immediate) {
        self.fixture = fixture
        driver = SceneDriver.launch(subject, fixture: fixture, scheduling: scheduling)
        driver.api.deliverAllPendingResponses()   // the launch's answers, when queued
    }

    /// The scene `composer` builds (a change's, `ChangedScene.composer`), launched as a subject's is.
    init(composer: any ProfileSceneComposer.Type, fixture: ProfileFixture) {
        self.fixture = fixture
        driver = SceneDriver.launch(composer: composer, fixture: fixture)
    }

    func prepare(_ requested: Int) -> PreparedBatch? {
        verifyLastBatch()
        guard problem == nil else { return nil }
        return prepareBatch(requested)
    }

    func finish() {
        verifyLastBatch()
        driver.tearDown()
    }

    /// Subclasses: build the batch and call `expect(_:)` with what it must do.
    func prepareBatch(_ requested: Int) -> PreparedBatch? {
        preconditionFailure("\(type(of: self)) must override prepareBatch(_:)")
    }

    /// Records what the batch about to run must do, measured from the counters as they are now.
    func expect(
        likeRequests: Int = 0, toasts: Int = 0, fetchRequests: Int = 0, createDraftRequests: Int = 0,
        navigationDepth: Int? = nil, showsModal: Bool? = nil
    ) {
        expectation = ActionExpectation(
            on: driver, likeRequests: likeRequests, toasts: toasts, fetchRequests: fetchRequests,
            createDraftRequests: createDraftRequests, navigationDepth: navigationDepth, showsModal: showsModal)
        furtherChecks = []
    }

    /// Adds to what `expect(…)` recorded a check the counters cannot make (an unlike's requests, the header's total):
    /// `check` returns what the batch did otherwise than expected, or nil. Call it after `expect(…)`.
    func expectAlso(_ check: @escaping @MainActor (SceneDriver) -> String?) {
        furtherChecks.append(check)
    }

    /// Marks the benchmark invalid.
    func fail(_ reason: String) {
        if problem == nil { problem = reason }
    }

    /// Resolves an element outside the timed region; a missing one makes the benchmark invalid.
    func resolve<Element>(_ what: String, _ lookup: () throws -> Element) -> Element? {
        do {
            return try lookup()
        } catch {
            fail("\(what) not found: \(error)")
            return nil
        }
    }

    private func verifyLastBatch() {
        guard let expected = expectation, problem == nil else { return }
        expectation = nil
        let found = expected.mismatches(on: driver) + furtherChecks.compactMap { $0(driver) }
        furtherChecks = []
        if !found.isEmpty { fail("the batch did not do what the benchmark measures: " + found.joined(separator: "; ")) }
    }
}
