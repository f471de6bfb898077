// Shared test helper: the model one scene is checked against during a random script — the faults still
// queued per endpoint, the detail screen the user opened — and what each step must do to the scene.
// Holds no scene object: it reads the driver it is handed.
import ProfileKit

/// What one step must do, observed on a scene just before the step runs. Applies only if the step
/// could be performed; a step that could not be performed must change nothing.
public struct StepExpectation: Sendable {
    let toastCountBefore: Int
    let requestsBefore: RequestCounts
    /// The toasts the step must show, in order: no toast without a cause.
    var toasts: [String] = []
    var newRequests = RequestCounts()
    /// The like button a tap must leave on its row at once: unchanged when liked, optimistic otherwise.
    var likeButton: (row: Int, text: String)?
    /// The detail screen a selection must open; nil when the row selected shows nothing.
    var detail: DetailContent?
}

/// Follows one scene through a random script and checks every step's effect and the scene's invariants.
///
/// ```swift
/// var oracle = SceneOracle()
/// let expectation = oracle.expectation(for: step, on: driver)
/// let performed = step.perform(on: driver)
/// let problems = oracle.violations(after: step, performed: performed, expected: expectation, on: driver)
/// ```
@MainActor
public struct SceneOracle {
    /// Faults injected but not yet consumed, as the mock consumes them: per endpoint, at delivery.
    private var queuedFaults: [APIEndpoint: [APIFault]] = [:]
    private var openedDetail: DetailContent?

    public init() {}

    /// Observes the scene just before `step` and says what the step must do. Call it before every step:
    /// it also follows the faults the step injects or the deliveries consume.
    public mutating func expectation(for step: RandomStep, on driver: SceneDriver) -> StepExpectation {
        var expectation = StepExpectation(
            toastCountBefore: driver.window.toastCount, requestsBefore: driver.api.requestCounts)
        switch step {
        case .tapLike(let row):
            // The tap scrolls the row into view the same way; a liked or in-flight blog shows selected.
            guard let button = try? driver.likeButton(blogRow: row) else { break }
            if button.isSelected {
                expectation.toasts = [ProfileText.alreadyLiked]
                expectation.likeButton = (row, button.snapshotText ?? "")
            } else {
                expectation.newRequests.like = 1
                let liked = Self.likeCount(in: button.title).map { ProfileText.likeTitle($0 + 1) + " [selected]" }
                expectation.likeButton = (row, liked ?? "an optimistic like after '\(button.title ?? "")'")
            }
        case .selectBlog(let row):
            expectation.detail = SceneInvariants.blogDetail(at: row, of: driver)
        case .selectDraft(let row):
            expectation.detail = SceneInvariants.draftDetail(at: row, of: driver)
        case .refresh:
            expectation.newRequests = RequestCounts(user: 1, blogs: 1, drafts: 1)
        case .deliverNextResponse:
            expectation.toasts = consumeFaults(delivering: driver.api.pendingEndpoints.prefix(1))
        case .deliverAllResponses:
            expectation.toasts = consumeFaults(delivering: driver.api.pendingEndpoints[...])
        case .injectFault(let fault, let endpoint):
            queuedFaults[endpoint, default: []].append(fault)
        case .back, .scrollBlogs:
            break
        }
        return expectation
    }

    /// Everything wrong with the scene after `step`: its effect against `expected`, then the invariants.
    public mutating func violations(
        after step: RandomStep, performed: Bool, expected: StepExpectation, on driver: SceneDriver
    ) -> [String] {
        var violations: [String] = []
        let window = driver.window
        let shown = Array(window.toasts.suffix(max(0, window.toastCount - expected.toastCountBefore)))
        let causedToasts = performed ? expected.toasts : []
        if shown != causedToasts {
            violations.append("Expected the toasts \(causedToasts) after '\(step)', found \(shown)")
        }
        let requests = performed ? expected.requestsBefore + expected.newRequests : expected.requestsBefore
        if driver.api.requestCounts != requests {
            violations.append("Expected the request counts \(requests) after '\(step)', found \(driver.api.requestCounts)")
        }
        if performed, let (row, text) = expected.likeButton {
            let button = driver.view(at: ProfileID.blogLikePath(row: row)) as? Button
            if button?.snapshotText != text {
                violations.append("Expected blog row \(row)'s like button to show \(text) right after the tap, "
                    + "found \(button?.snapshotText ?? "no button")")
            }
        }
        if performed {
            switch step {
            case .selectBlog, .selectDraft: openedDetail = expected.detail
            case .back: openedDetail = nil
            default: break
            }
        }
        violations += [
            SceneInvariants.navigation(of: driver, openedDetail: openedDetail),
            SceneInvariants.convergence(of: driver),
        ].compactMap { $0 }
        return violations
    }

    // MARK: Private

    /// Consumes the faults the delivered responses meet; returns the toasts their failed likes must show.
    private mutating func consumeFaults(delivering endpoints: ArraySlice<APIEndpoint>) -> [String] {
        var toasts: [String] = []
        for endpoint in endpoints {
            guard var faults = queuedFaults[endpoint], !faults.isEmpty else { continue }
            let fault = faults.removeFirst()
            queuedFaults[endpoint] = faults
            if endpoint == .like { toasts.append(Self.message(for: fault)) }
        }
        return toasts
    }

    private static func message(for fault: APIFault) -> String {
        switch fault {
        case .error(let error): error.message
        case .malformedJSON, .truncatedJSON, .wrongShapeJSON: APIError.malformedPayload(detail: "").message
        }
    }

    /// 1204 from "♥ 1,204".
    private static func likeCount(in title: String?) -> Int? {
        title.flatMap { Int($0.drop { !$0.isNumber }.filter { $0 != "," }) }
    }
}

extension RequestCounts {
    static func + (lhs: RequestCounts, rhs: RequestCounts) -> RequestCounts {
        RequestCounts(user: lhs.user + rhs.user, blogs: lhs.blogs + rhs.blogs,
                      drafts: lhs.drafts + rhs.drafts, like: lhs.like + rhs.like)
    }
}
