// A batch source built on one launched scene: owns the driver (and so the scene); subclasses decide the operation.
import ProfileKit
import SceneRig

/// Base for benchmarks that operate one scene through its UI, with the immediate scheduler.
///
/// Checks run after every batch compare what the batch did (API requests, toasts, navigation depth) with
/// what it should have done, so a benchmark can never silently time another code path.
@MainActor
class SceneBatchSource: BatchSource {
    let driver: SceneDriver
    let fixture: ProfileFixture
    private(set) var problem: String?
    private var expectation: Expectation?

    struct Expectation {
        var likeRequests = 0, toasts = 0, fetchRequests = 0, createDraftRequests = 0, navigationDepth: Int?
        var showsModal: Bool?
    }

    init(subject: SceneSubject, fixture: ProfileFixture) {
        self.fixture = fixture
        driver = SceneDriver(composer: subject.composer, api: MockProfileAPI(fixture: fixture, scheduling: .immediate))
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
        let counts = driver.api.requestCounts
        expectation = Expectation(
            likeRequests: counts.like + likeRequests, toasts: driver.window.toastCount + toasts,
            fetchRequests: counts.user + counts.blogs + counts.drafts + fetchRequests,
            createDraftRequests: counts.createDraft + createDraftRequests, navigationDepth: navigationDepth,
            showsModal: showsModal)
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
        let counts = driver.api.requestCounts
        var found: [String] = []
        if counts.like != expected.likeRequests { found.append("like requests \(counts.like), expected \(expected.likeRequests)") }
        if driver.window.toastCount != expected.toasts { found.append("toasts \(driver.window.toastCount), expected \(expected.toasts)") }
        let fetches = counts.user + counts.blogs + counts.drafts
        if fetches != expected.fetchRequests { found.append("fetch requests \(fetches), expected \(expected.fetchRequests)") }
        if counts.createDraft != expected.createDraftRequests {
            found.append("createDraft requests \(counts.createDraft), expected \(expected.createDraftRequests)")
        }
        if let depth = expected.navigationDepth, driver.navigationDepth != depth {
            found.append("navigation depth \(driver.navigationDepth), expected \(depth)")
        }
        if let showsModal = expected.showsModal, (driver.modalViewController != nil) != showsModal {
            found.append(showsModal ? "no modal shown, expected one" : "a modal still shown, expected none")
        }
        if !found.isEmpty { fail("the batch did not do what the benchmark measures: " + found.joined(separator: "; ")) }
    }
}
