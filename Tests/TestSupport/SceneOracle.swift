// Shared test helper: the model one scene is checked against during a random script — the faults still
// queued per endpoint, the answers still to come and whether they fail, which blogs answer the scene admitted, so
// which blogs it holds and whether the server changed since, the detail screen the user opened, and in a changed scene
// what the change keeps (the order picked, the sort screen shown) — and what each step must do to the scene.
// Holds no scene object: it reads the driver it is handed.
import ProfileKit
import SceneRig

/// What one step must do, observed on a scene just before the step runs. Applies only if the step
/// could be performed; a step that could not be performed must change nothing.
public struct StepExpectation: Sendable {
    let toastCountBefore: Int
    let requestsBefore: RequestCounts
    let pendingBefore: Int
    /// The toasts the step itself must show (already liked); those of delivered answers are added after the step.
    var toasts: [String] = []
    var newRequests = RequestCounts()
    /// The like button a tap must leave at once (its path: a row's or the detail's): unchanged when liked, optimistic
    /// otherwise.
    var likeButton: (path: String, text: String)?
    /// The blog a like button's tap is for, by its first title: what its request, if it sends one, is in flight for.
    var tappedBlogTitle: String?
    /// The likes total the profile must show right after the step (the likes total change), when it shows one before.
    var likesTotal: Int?
    /// The detail screen a selection must open; nil when the row selected shows nothing.
    var detail: DetailContent?
    /// The blog a selection opens, known by the title it had when the server created it (see `ServerChange`).
    var detailBlogTitle: String?
}

/// Follows one scene through a random script and checks every step's effect and the scene's invariants.
///
/// A changed scene's oracle is taught its change (docs/CHANGING.md) where the scene's model no longer holds: with
/// unlike, a tap on a blog liked as shown, nothing in flight for it, takes the like back; with the likes total, the
/// header shows the total once a blogs answer succeeded, moves with a like tapped and converges to the server's; with
/// the sort picker, the sort screen is the one modal besides compose and the rows converge in the order picked.
///
/// ```swift
/// var oracle = SceneOracle(launchedOn: driver)
/// let expectation = oracle.expectation(for: step, on: driver)
/// let performed = step.perform(on: driver)
/// let problems = oracle.violations(after: step, performed: performed, expected: expectation, on: driver)
/// ```
@MainActor
public struct SceneOracle {
    /// One response still to come, as the oracle predicts it: the toast its delivery must show, if any, and for a blogs
    /// request what its answer brings.
    private struct PendingAnswer {
        let endpoint: APIEndpoint
        let toast: String?
        var blogs: BlogsAnswer? = nil
        /// For a like or an unlike, its blog by first title.
        var blogTitle: String? = nil
    }

    /// The answer to one blogs request: the scene admits it only if it admitted no answer to a later blogs request
    /// before it (docs/SCENE.md, "Answers out of order"), and a failure admitted keeps the blogs held before it.
    private struct BlogsAnswer {
        enum Outcome {
            case fails
            case lists(BlogListing)
            /// A list the server makes when the response is delivered (`MockProfileAPI.Answering.atDelivery`).
            case listsAtDelivery
        }

        /// The request's number among the scene's blogs requests: 1 for the launch's.
        let ticket: Int
        let outcome: Outcome
    }

    /// A list of the server's blogs, as an answer brings it and the scene then holds it: which blogs, and how many of
    /// the other clients' changes it knows.
    private struct BlogListing {
        /// Each blog by its first title (`ServerChange.firstTitle(of:)`): the screens show no id.
        let firstTitles: Set<String>
        let knownChanges: Int

        init(_ blogs: [Blog], knownChanges: Int) {
            firstTitles = Set(blogs.map { ServerChange.firstTitle(of: $0.title) })
            self.knownChanges = knownChanges
        }
    }

    private let answering: MockProfileAPI.Answering
    /// The change request the scene makes, nil for a subject as it stands.
    private let change: ChangeRequest?
    /// Faults injected but not yet taken, per endpoint: the mock gives each to the next request.
    private var queuedFaults: [APIEndpoint: [APIFault]] = [:]
    /// The responses still to come, oldest request first, as the mock queues them.
    private var pending: [PendingAnswer] = []
    /// The changes other clients made to the server's blogs, counted.
    private var serverChanges = 0
    /// The blogs the scene holds: the list of the last blogs answer it admitted with one. When it knows fewer changes
    /// than `serverChanges`, the scene cannot know the rest yet, and convergence is not checked.
    private var held = BlogListing([], knownChanges: 0)
    /// The blogs requests the scene made (the launch's is the first), and the latest one whose answer it admitted.
    /// Kept here rather than in a `RequestSequence`: the oracle must not share the code it checks.
    private var blogsRequests = 0, admittedBlogsRequest = 0
    private var openedDetail: DetailContent?
    /// The blog the open blog detail shows, by its first title: its content is checked once the scene has converged, and
    /// its like button does nothing once the scene no longer holds it.
    private var openedBlogTitle: String?
    /// Whether the scene admitted a blogs answer that succeeded: the likes total shows from then on.
    private var listedBlogs = false
    /// The sort picker's: the order the blogs section keeps, and whether the sort screen is up.
    private var order = BlogOrder.newest, showsSortScreen = false

    /// Follows the scene just launched on `driver`, which makes `change` (nil: a subject as it stands): the answers to
    /// its launch's requests are pending or delivered, none of them failing (faults arranged before the launch are not
    /// followed), and the server has not changed since.
    public init(launchedOn driver: SceneDriver, change: ChangeRequest? = nil) {
        answering = driver.api.answering
        self.change = change
        for endpoint in driver.api.pendingEndpoints {
            pending.append(fetchAnswer(endpoint, fault: nil, server: driver.api.serverBlogs))
        }
        if !driver.api.pendingEndpoints.contains(.blogs) {
            held = BlogListing(driver.api.serverBlogs, knownChanges: 0)
            listedBlogs = true
        }
    }

    /// Observes the scene just before `step` and says what the step must do. Call it before every step.
    public mutating func expectation(for step: RandomStep, on driver: SceneDriver) -> StepExpectation {
        var expectation = StepExpectation(
            toastCountBefore: driver.window.toastCount, requestsBefore: driver.api.requestCounts,
            pendingBefore: driver.api.pendingResponseCount)
        if case .injectFault(let fault, let endpoint) = step { queuedFaults[endpoint, default: []].append(fault) }
        expect(step, on: driver, in: &expectation)
        // A like tapped on the profile moves the total it shows by the like it sends, at once; nothing else a step does
        // before its answers is allowed to move it.
        if change == .likesTotal, case .tapLike = step.singleTap, let total = Self.likesTotal(on: driver) {
            expectation.likesTotal = total + expectation.newRequests.like
        }
        return expectation
    }

    /// What `step` must do, from what the scene shows just before it.
    private func expect(_ step: RandomStep, on driver: SceneDriver, in expectation: inout StepExpectation) {
        switch step {
        case .tapLike(let row):
            // The tap scrolls the row into view the same way; a liked or in-flight blog shows selected.
            guard let button = try? driver.likeButton(blogRow: row) else { break }
            expectation.tappedBlogTitle = driver.text(at: "\(ProfileID.blogRowPath(row: row)).\(ProfileID.Blogs.title)")
                .map(ServerChange.firstTitle(of:))
            expectTap(on: button, at: ProfileID.blogLikePath(row: row), in: &expectation)
        case .tapDetailLike:
            guard let button = try? driver.detailLikeButton() else { break }
            guard holdsDetailBlog else {
                // A blogs answer dropped the blog: its like button does nothing, whatever it shows (a like made before
                // the drop stays shown, even once it failed) — no request, no toast, the button as it was (docs/SCENE.md,
                // "One source of truth across screens").
                expectation.likeButton = (ProfileID.Detail.like, button.snapshotText ?? "")
                break
            }
            expectation.tappedBlogTitle = openedBlogTitle
            expectTap(on: button, at: ProfileID.Detail.like, in: &expectation)
        case .selectBlog(let row):
            expectation.detail = SceneInvariants.blogDetail(at: row, of: driver)
            expectation.detailBlogTitle = expectation.detail?.title.map(ServerChange.firstTitle(of:))
        case .selectDraft(let row):
            expectation.detail = SceneInvariants.draftDetail(at: row, of: driver)
        case .refresh:
            expectation.newRequests = RequestCounts(user: 1, blogs: 1, drafts: 1)
        case .saveDraft:
            // A disabled Save (a save in flight) ignores the tap, as in UIKit.
            let save = driver.view(at: ProfileID.Compose.save) as? Button
            if save?.isEnabled == true, save?.isHidden == false { expectation.newRequests.createDraft = 1 }
        case .tapTwice(let element):
            // What one tap does, and the second nothing more than what a tap does once the first one's effect is there
            // (docs/SCENE.md, "Repeated input"): one screen, one save, one like then "already liked", two reloads.
            // A second tap on a like button finds the first one's request in flight, or is refused as the first was.
            expect(element.singleTap, on: driver, in: &expectation)
            switch element {
            case .like, .detailLike:
                expectation.toasts += expectation.newRequests.like == 1 ? [ProfileText.alreadyLiked]
                    : expectation.newRequests.unlike == 1 ? [ProfileText.alreadyUnliked] : expectation.toasts
            case .refresh: expectation.newRequests = expectation.newRequests + expectation.newRequests
            case .selectBlog, .selectDraft, .newDraft, .saveDraft, .cancelDraft, .back, .sortBlogs, .pickSortOrder,
                 .cancelSort:
                break
            }
        case .back, .scrollBlogs, .deliverNextResponse, .deliverResponse, .deliverAllResponses, .changeServer,
             .openCompose, .typeDraftTitle, .cancelDraft, .injectFault, .openSort, .pickSortOrder, .cancelSort:
            break
        }
    }

    /// Everything wrong with the scene after `step`: its effect against `expected`, then the invariants.
    public mutating func violations(
        after step: RandomStep, performed: Bool, expected: StepExpectation, on driver: SceneDriver
    ) -> [String] {
        var violations: [String] = []
        let causedToasts = performed ? expected.toasts + follow(step, expected: expected, on: driver) : []
        let window = driver.window
        let shown = Array(window.toasts.suffix(max(0, window.toastCount - expected.toastCountBefore)))
        if shown != causedToasts {
            violations.append("Expected the toasts \(causedToasts) after '\(step)', found \(shown)")
        }
        let requests = performed ? expected.requestsBefore + expected.newRequests : expected.requestsBefore
        if driver.api.requestCounts != requests {
            violations.append("Expected the request counts \(requests) after '\(step)', found \(driver.api.requestCounts)")
        }
        if performed, let (path, text) = expected.likeButton {
            let button = driver.view(at: path) as? Button
            if button?.snapshotText != text {
                violations.append("Expected the like button \(path) to show \(text) right after the tap, "
                    + "found \(button?.snapshotText ?? "no button")")
            }
        }
        var selected = false
        if performed {
            switch step.singleTap {
            case .selectBlog, .selectDraft:
                (openedDetail, openedBlogTitle, selected) = (expected.detail, expected.detailBlogTitle, true)
            case .back:
                (openedDetail, openedBlogTitle) = (nil, nil)
            case .openSort:
                showsSortScreen = true
            case .pickSortOrder(let picked):
                (order, showsSortScreen) = (picked, false)
            case .cancelSort:
                showsSortScreen = false
            default: break
            }
        }
        // A blog detail follows its blog: exactly the row's content when it opens, the server's once converged.
        let isBlogDetail = openedDetail?.navigationTitle == ProfileText.blogDetailTitle
        violations += [
            SceneInvariants.navigation(of: driver, openedDetail: openedDetail, checksContent: selected || !isBlogDetail,
                                       sortScreenShowing: showsSortScreen ? order : nil),
            heldBlogsAreStale ? nil : SceneInvariants.convergence(of: driver, order: order),
            heldBlogsAreStale ? nil : openedBlogTitle.flatMap {
                SceneInvariants.blogDetailConvergence(of: driver, firstTitle: $0)
            },
        ].compactMap { $0 }
        if change == .likesTotal { violations += likesTotalViolations(after: step, performed: performed, expected, driver) }
        return violations
    }

    /// What a tap on a like button must do at once: a liked (or in-flight) blog toasts and stays; another is liked
    /// optimistically, with one request. With the unlike change, a request in flight for the blog toasts its kind, and
    /// a blog liked as shown with nothing in flight is unliked optimistically, with one request.
    private func expectTap(on button: Button, at path: String, in expectation: inout StepExpectation) {
        let inFlight = expectation.tappedBlogTitle.flatMap { title in pending.first { $0.blogTitle == title }?.endpoint }
        let refusal: String? = switch (change, inFlight) {
        case (.unlike, .like?): ProfileText.alreadyLiked
        case (.unlike, .unlike?): ProfileText.alreadyUnliked
        case (.unlike, _): nil
        default: button.isSelected ? ProfileText.alreadyLiked : nil
        }
        let count = Self.likeCount(in: button.title)
        if let refusal {
            expectation.toasts = [refusal]
            expectation.likeButton = (path, button.snapshotText ?? "")
        } else if button.isSelected {
            expectation.newRequests.unlike = 1
            expectation.likeButton = (path, count.map { ProfileText.likeTitle($0 - 1) }
                ?? "an optimistic unlike after '\(button.title ?? "")'")
        } else {
            expectation.newRequests.like = 1
            expectation.likeButton = (path, count.map { ProfileText.likeTitle($0 + 1) + " [selected]" }
                ?? "an optimistic like after '\(button.title ?? "")'")
        }
    }

    /// The likes total change: the total shows on the profile once a blogs answer succeeded, never before; a like
    /// tapped moves it by one at once; once the scene has converged it is the total of the server's blogs.
    private func likesTotalViolations(
        after step: RandomStep, performed: Bool, _ expected: StepExpectation, _ driver: SceneDriver
    ) -> [String] {
        guard Self.showsProfile(driver) else { return [] }
        let total = Self.likesTotal(on: driver)
        guard listedBlogs else {
            return total.map { ["Expected no likes total before a blogs answer succeeded, found \($0)"] } ?? []
        }
        guard let total else { return ["Expected the likes total on the profile once a blogs answer succeeded"] }
        if performed, let expectedTotal = expected.likesTotal, total != expectedTotal {
            return ["Expected the likes total \(expectedTotal) right after '\(step)', found \(total)"]
        }
        let server = driver.api.serverBlogs.reduce(0) { $0 + $1.likeCount }
        if !heldBlogsAreStale, driver.api.pendingResponseCount == 0, total != server {
            return ["Expected the likes total of the server's blogs, \(server), once every response was delivered, "
                + "found \(total)"]
        }
        return []
    }

    /// Whether the profile is the screen the user sees: nothing pushed on it, nothing presented over it.
    private static func showsProfile(_ driver: SceneDriver) -> Bool {
        driver.modalViewController == nil && driver.navigationDepth == 1
    }

    /// The total the header shows, on the profile; nil where it shows none.
    private static func likesTotal(on driver: SceneDriver) -> Int? {
        guard showsProfile(driver) else { return nil }
        return likeCount(in: driver.text(at: "\(ProfileID.Header.container).\(ProfileID.Header.likes)"))
    }

    // MARK: Private

    /// Follows the requests the performed step made and the responses it delivered; returns the toasts those
    /// deliveries must show (a failed like toasts its error, whether or not its blog is still listed).
    private mutating func follow(_ step: RandomStep, expected: StepExpectation, on driver: SceneDriver) -> [String] {
        switch step {
        case .tapTwice(let element):
            return follow(element.singleTap, expected: expected, on: driver)
        case .tapLike where expected.newRequests.like + expected.newRequests.unlike == 1,
             .tapDetailLike where expected.newRequests.like + expected.newRequests.unlike == 1:
            let endpoint: APIEndpoint = expected.newRequests.like == 1 ? .like : .unlike
            let blogID = driver.api.pendingRequests.last?.blogID
            let removed = answering == .atRequest && blogID.map { id in !driver.api.serverBlogs.contains { $0.id == id } } ?? false
            let fault = takeFault(for: endpoint)
            let toast = fault.map(Self.message(for:)) ?? (removed ? APIError.notFound.message : nil)
            // Immediate scheduling delivers at once; queued waits for a delivery step.
            if driver.api.pendingResponseCount > expected.pendingBefore {
                pending.append(PendingAnswer(endpoint: endpoint, toast: toast, blogTitle: expected.tappedBlogTitle))
            } else {
                return toast.map { [$0] } ?? []
            }
        case .saveDraft where expected.newRequests.createDraft == 1:
            _ = takeFault(for: .createDraft)
            pending.append(PendingAnswer(endpoint: .createDraft, toast: nil))
        case .refresh:
            // One reload per tap: a refresh tapped twice sent two.
            for endpoint in Array(repeating: [APIEndpoint.user, .blogs, .drafts], count: expected.newRequests.user).joined() {
                pending.append(fetchAnswer(endpoint, fault: takeFault(for: endpoint), server: driver.api.serverBlogs))
            }
        case .deliverNextResponse:
            return deliver(at: 0, on: driver)
        case .deliverResponse(let position):
            return pending.isEmpty ? [] : deliver(at: position % pending.count, on: driver)
        case .deliverAllResponses:
            var toasts: [String] = []
            while !pending.isEmpty { toasts += deliver(at: 0, on: driver) }
            return toasts
        case .changeServer:
            serverChanges += 1
        default:
            break
        }
        return []
    }

    private mutating func deliver(at position: Int, on driver: SceneDriver) -> [String] {
        guard pending.indices.contains(position) else { return [] }
        let answer = pending.remove(at: position)
        if let blogs = answer.blogs { admit(blogs, server: driver.api.serverBlogs) }
        return answer.toast.map { [$0] } ?? []
    }

    /// The answer to a fetch of a section the scene just requested, `fault` the one the request took; a blogs request
    /// is numbered and what its answer brings predicted (`server`: the server's blogs now).
    private mutating func fetchAnswer(_ endpoint: APIEndpoint, fault: APIFault?, server: [Blog]) -> PendingAnswer {
        guard endpoint == .blogs else { return PendingAnswer(endpoint: endpoint, toast: nil) }
        blogsRequests += 1
        let outcome: BlogsAnswer.Outcome = fault != nil ? .fails
            : answering == .atRequest ? .lists(BlogListing(server, knownChanges: serverChanges)) : .listsAtDelivery
        let blogs = BlogsAnswer(ticket: blogsRequests, outcome: outcome)
        return PendingAnswer(endpoint: endpoint, toast: nil, blogs: blogs)
    }

    /// Follows the scene admitting (or not) a blogs answer just delivered (`server`: the server's blogs now).
    private mutating func admit(_ answer: BlogsAnswer, server: [Blog]) {
        guard answer.ticket > admittedBlogsRequest else { return }
        admittedBlogsRequest = answer.ticket
        switch answer.outcome {
        case .fails: break
        case .lists(let listing): (held, listedBlogs) = (listing, true)
        case .listsAtDelivery: (held, listedBlogs) = (BlogListing(server, knownChanges: serverChanges), true)
        }
    }

    /// Whether the server changed since the blogs the scene holds were listed: it cannot know yet.
    private var heldBlogsAreStale: Bool { held.knownChanges < serverChanges }

    /// Whether the scene still holds the blog of the open blog detail: an admitted blogs answer may have dropped it.
    private var holdsDetailBlog: Bool { openedBlogTitle.map(held.firstTitles.contains) ?? false }

    private mutating func takeFault(for endpoint: APIEndpoint) -> APIFault? {
        guard var faults = queuedFaults[endpoint], !faults.isEmpty else { return nil }
        let fault = faults.removeFirst()
        queuedFaults[endpoint] = faults
        return fault
    }

    private static func message(for fault: APIFault) -> String {
        switch fault {
        case .error(let error): error.message
        case .malformedJSON, .truncatedJSON, .wrongShapeJSON: APIError.malformedPayload(detail: "").message
        }
    }

    /// 1204 from "♥ 1,204" (and from the likes total's "♥ 1,204 on these blogs").
    private static func likeCount(in title: String?) -> Int? {
        title.flatMap { Int($0.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "," }.filter { $0 != "," }) }
    }
}

extension RequestCounts {
    static func + (lhs: RequestCounts, rhs: RequestCounts) -> RequestCounts {
        RequestCounts(user: lhs.user + rhs.user, blogs: lhs.blogs + rhs.blogs, drafts: lhs.drafts + rhs.drafts,
                      like: lhs.like + rhs.like, createDraft: lhs.createDraft + rhs.createDraft,
                      unlike: lhs.unlike + rhs.unlike)
    }
}
