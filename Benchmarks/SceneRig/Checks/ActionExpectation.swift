// The scene check of what some actions must do, read from the driver's counters: requests per kind, toasts, the
// navigation depth, a modal. A value type; it holds the counters as they were, never the scene.
import ProfileKit

/// What the actions about to run must do to a scene, counted from the counters as they are when it is made: so a
/// benchmark can never silently time another code path than the one it names (a like that became a toast, a save
/// that never left), and a test can say the same in one line.
///
/// ```swift
/// let expectation = ActionExpectation(on: driver, likeRequests: 1, navigationDepth: 2)
/// try driver.tapDetailLike()
/// print(expectation.mismatches(on: driver))   // [] when exactly one like request went out and the detail is on top
/// ```
@MainActor
public struct ActionExpectation {
    private let likeRequests: Int, toasts: Int, fetchRequests: Int, createDraftRequests: Int
    private let navigationDepth: Int?
    private let showsModal: Bool?

    /// Expects, from now on, this many more requests of each kind (fetches are the user's, blogs' and drafts' together)
    /// and toasts; and, when given, this navigation depth and a modal shown or not once the actions have run.
    public init(
        on driver: SceneDriver, likeRequests: Int = 0, toasts: Int = 0, fetchRequests: Int = 0,
        createDraftRequests: Int = 0, navigationDepth: Int? = nil, showsModal: Bool? = nil
    ) {
        let counts = driver.api.requestCounts
        self.likeRequests = counts.like + likeRequests
        self.toasts = driver.window.toastCount + toasts
        self.fetchRequests = Self.fetches(counts) + fetchRequests
        self.createDraftRequests = counts.createDraft + createDraftRequests
        self.navigationDepth = navigationDepth
        self.showsModal = showsModal
    }

    /// What the actions did otherwise than expected, one phrase each ("like requests 2, expected 1"); empty when they
    /// did exactly what was expected.
    public func mismatches(on driver: SceneDriver) -> [String] {
        let counts = driver.api.requestCounts
        var found: [String] = []
        if counts.like != likeRequests { found.append("like requests \(counts.like), expected \(likeRequests)") }
        if driver.window.toastCount != toasts { found.append("toasts \(driver.window.toastCount), expected \(toasts)") }
        let fetches = Self.fetches(counts)
        if fetches != fetchRequests { found.append("fetch requests \(fetches), expected \(fetchRequests)") }
        if counts.createDraft != createDraftRequests {
            found.append("createDraft requests \(counts.createDraft), expected \(createDraftRequests)")
        }
        if let depth = navigationDepth, driver.navigationDepth != depth {
            found.append("navigation depth \(driver.navigationDepth), expected \(depth)")
        }
        if let showsModal, (driver.modalViewController != nil) != showsModal {
            found.append(showsModal ? "no modal shown, expected one" : "a modal still shown, expected none")
        }
        return found
    }

    private static func fetches(_ counts: RequestCounts) -> Int { counts.user + counts.blogs + counts.drafts }
}
