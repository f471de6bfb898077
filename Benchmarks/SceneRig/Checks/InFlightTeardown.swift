// The scene check of a teardown with requests in flight: one session written once, which the bench's leak check and
// the ownership tests run with each screen on top. Owns the scene until its teardown; then only the weak references its
// caller tracked.
import LeakProbe
import ProfileKit

/// A scene used, then torn down while a like, a refresh and (on a detail or the compose screen) that screen's own
/// request are in flight; then the late answers delivered, which must find nobody.
///
/// What the session checks is what its caller tracks: the bench the scene's whole census (`SceneDriver.census()`),
/// a pattern's tests the objects of its roles by name. Nothing may survive; no late answer may show a toast.
///
/// ```swift
/// let outcome = InFlightTeardown.run(composer: VIPER.ProfileComposer.self, top: .blogDetail) { $0.census() }
/// for survivor in outcome.tracked.survivors() { print(survivor) }   // nothing, in a correct scene
/// ```
@MainActor
public enum InFlightTeardown {
    /// The screen on top when the scene is torn down.
    public enum TopScreen: CaseIterable, Sendable {
        /// The profile, with a like and a refresh in flight.
        case profile
        /// A blog detail whose own like is in flight too.
        case blogDetail
        /// The compose screen whose save is in flight too.
        case compose
        /// The sort screen (the sort picker's), which sends nothing of its own.
        case sortScreen

        /// The change request whose scenes have this screen; nil for a screen every scene has.
        public var change: ChangeRequest? { self == .sortScreen ? .sortPicker : nil }

        /// The screens of a scene that makes `change` (nil: a column or the floor as it stands).
        public static func cases(in change: ChangeRequest?) -> [TopScreen] {
            allCases.filter { $0.change == nil || $0.change == change }
        }

        /// The requests in flight at teardown in a scene as it stands: a like and three loads, and the top screen's own
        /// request if it sends one.
        public var requestsInFlight: Int {
            switch self {
            case .profile, .sortScreen: 4
            case .blogDetail, .compose: 5
            }
        }
    }

    /// The requests in flight at teardown with `top` on top of a scene that makes `change`: with the unlike, an unlike
    /// too (`run` takes a like back in such a scene).
    public static func requestsInFlight(top: TopScreen, change: ChangeRequest?) -> Int {
        top.requestsInFlight + (change == .unlike ? 1 : 0)
    }

    /// What the session found.
    public struct Outcome {
        /// What the caller tracked before teardown, held weakly: read its survivors once the session has returned.
        public let tracked: ObjectCensus
        /// The names of the tracked objects alive right after teardown, the requests still in flight (the driver's
        /// window among them, if tracked: the driver holds it until the session returns).
        public let survivorsWhileInFlight: [String]
        /// The responses still undelivered at teardown: `requestsInFlight(top:change:)` in a scene that works.
        public let requestsInFlight: Int
        /// For each name in `survivorsWhileInFlight` that the late answers freed, the request whose answer freed the
        /// first of them: what held it while it was in flight. Empty in a scene that works.
        public let freedByAnswer: [String: MockProfileAPI.PendingRequest]
        /// The toasts the late answers showed: 0 unless one found a receiver.
        public let toastsFromLateAnswers: Int
        /// The first element the session could not find on screen; nil when every step found what it taps.
        public let missingElement: SceneDriver.ElementNotFound?
    }

    /// Runs the session on `composer`'s scene, with a queued API: loads, opens and closes a blog's and a draft's detail
    /// (so routers and navigators reach the navigation controller), likes the last blog — and in a scene that makes the
    /// unlike (`change`), takes back the like of a liked one — refreshes, opens `top`; `tracking` then registers what
    /// must not survive, and the scene is torn down and the late answers delivered. A step whose element is missing is
    /// skipped and reported, so a broken scene is still torn down and checked.
    public static func run(
        composer: any ProfileSceneComposer.Type, top: TopScreen = .profile, change: ChangeRequest? = nil,
        tracking: (SceneDriver) throws -> ObjectCensus
    ) rethrows -> Outcome {
        let driver = SceneDriver.launch(composer: composer, scheduling: .queued)
        var missing: SceneDriver.ElementNotFound?
        // Every step throws only ElementNotFound; the closures' inferred type says `any Error`.
        func step(_ action: () throws -> Void) {
            do { try action() } catch { missing = missing ?? error as? SceneDriver.ElementNotFound }
        }
        driver.deliverAllResponses()
        step { try driver.selectBlog(row: 1) }
        driver.tapBack()
        step { try driver.selectDraft(row: 0) }
        driver.tapBack()
        if change == .unlike, let liked = driver.api.serverBlogs.firstIndex(where: \.isLiked) {
            step { try driver.tapLike(blogRow: liked) }     // an unlike, still in flight at teardown
        }
        step { try driver.scrollBlogs(toRow: 11) }
        step { try driver.tapLike(blogRow: 11) }       // still in flight at teardown
        step { try driver.tapRefresh() }
        switch top {
        case .profile:
            break
        case .blogDetail:
            step { try driver.selectBlog(row: 10) }
            step { try driver.tapDetailLike() }        // still in flight at teardown
        case .compose:
            step { try driver.tapNewDraft() }
            step { try driver.typeDraftTitle("In flight at teardown") }
            step { try driver.tapSaveDraft() }         // still in flight at teardown
        case .sortScreen:
            step { try driver.tapSortBlogs() }
        }
        let tracked = try tracking(driver)
        let requestsInFlight = driver.api.pendingResponseCount
        driver.tearDown()
        let survivorsWhileInFlight = tracked.survivorNames
        let toastsBefore = driver.window.toastCount
        // Late responses must find their receivers gone. Delivered one at a time, so that what one of them frees is
        // known to have been held by that request alone.
        var freedByAnswer: [String: MockProfileAPI.PendingRequest] = [:]
        var alive = survivorsWhileInFlight
        driver.window.clearToasts()
        while let request = driver.pendingRequests.first {
            driver.api.deliverNextPendingResponse()
            let now = tracked.survivorNames
            var unmatched = now  // a name alive before and not matched here was freed by this answer
            for name in alive {
                if let index = unmatched.firstIndex(of: name) {
                    unmatched.remove(at: index)
                } else if freedByAnswer[name] == nil {
                    freedByAnswer[name] = request
                }
            }
            alive = now
        }
        return Outcome(
            tracked: tracked, survivorsWhileInFlight: survivorsWhileInFlight, requestsInFlight: requestsInFlight,
            freedByAnswer: freedByAnswer, toastsFromLateAnswers: driver.window.toastCount - toastsBefore,
            missingElement: missing)
    }
}
