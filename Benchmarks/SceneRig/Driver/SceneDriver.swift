// Drives a scene through its UI only, like a UI test: owns the window (and so the scene) and the mock API;
// knows nothing of the pattern behind the scene.
import BenchPlatform
import ProfileKit

/// Launches a profile scene in a window and operates it by accessibility identifier.
///
/// Every user action first clears the toasts of the previous one (toasts fade), so a snapshot taken
/// after an action shows the toasts that action caused. Every action, launch and teardown included, returns only once
/// the jobs it made ready have run on the main actor (`MainActorJobs`): a task cancelled by a closed screen has ended,
/// an answer delivered has been shown. The driver never sleeps and never spins a run loop.
///
/// ```swift
/// let driver = SceneDriver(composer: MVP.ProfileComposer.self, api: MockProfileAPI(scheduling: .queued))
/// try driver.tapLike(blogRow: 0)
/// driver.deliverAllResponses()
/// print(driver.snapshot())
/// ```
@MainActor
public final class SceneDriver {
    /// A UI element the driver was asked to use is not on screen.
    public struct ElementNotFound: Error, CustomStringConvertible {
        public let path: String
        public let screen: String
        public var description: String { "Expected a visible element '\(path)' on screen:\n\(screen)" }
    }

    public let api: MockProfileAPI
    package let window = Window()
    public let userID: Int

    /// Builds the scene with `makeScene` and shows it. Responses the API delivers inline arrive during launch.
    public init(
        api: MockProfileAPI, userID: Int? = nil,
        makeScene: (any ProfileAPI, Int) -> ViewController
    ) {
        self.api = api
        self.userID = userID ?? api.serverUser.id
        let navigator = NavigationController()
        let window = window
        MainActorJobs.run {
            navigator.pushViewController(makeScene(api, self.userID))
            window.makeKeyAndVisible(navigator)
        }
    }

    public convenience init(composer: any ProfileSceneComposer.Type, api: MockProfileAPI, userID: Int? = nil) {
        self.init(api: api, userID: userID, makeScene: composer.makeScene)
    }

    // MARK: Looking (no side effects)

    public var navigationController: NavigationController? { window.rootViewController }
    /// The screen the user sees: the modal if one is shown, else the top of the navigation stack.
    public var topViewController: ViewController? { navigationController.flatMap(SceneSnapshot.topScreen(of:)) }
    public var navigationDepth: Int { navigationController?.viewControllers.count ?? 0 }
    /// The modal shown over the navigation stack, if any.
    public var modalViewController: ViewController? { navigationController?.presentedViewController }

    /// The visible view at `path` on the top screen, or nil.
    public func view(at path: String) -> View? {
        guard let top = topViewController, top.isViewLoaded else { return nil }
        return top.visibleView(at: path)
    }

    public func text(at path: String) -> String? { view(at: path)?.snapshotText }

    public func snapshot() -> String { SceneSnapshot.render(window) }

    /// The blogs table when visible.
    public var blogsTable: TableView? { view(at: ProfileID.Blogs.table) as? TableView }
    public var draftsTable: TableView? { view(at: ProfileID.Drafts.table) as? TableView }

    /// Scrolls the blogs table so `row` is visible and returns its like button (no tap).
    /// Benchmarks call this outside the timed region, then time `sendTap()` alone.
    public func likeButton(blogRow row: Int) throws(ElementNotFound) -> Button {
        blogsTable?.scroll(toRow: row)
        return try element(ProfileID.blogLikePath(row: row), as: Button.self)
    }

    public func refreshButton() throws(ElementNotFound) -> Button {
        try element(ProfileID.refresh, as: Button.self)
    }

    /// The blog detail's like button, when a blog detail is on top (no tap).
    public func detailLikeButton() throws(ElementNotFound) -> Button {
        try element(ProfileID.Detail.like, as: Button.self)
    }

    /// The visible view at `path` on the top screen, as `type` (no tap): what a script holds to tap the same element
    /// again after the screen changed under it.
    public func element<Element: View>(_ path: String, as type: Element.Type) throws(ElementNotFound) -> Element {
        guard let element = view(at: path) as? Element else {
            throw ElementNotFound(path: path, screen: snapshot())
        }
        return element
    }

    // MARK: Acting (each clears the previous action's toasts)

    public func tapLike(blogRow row: Int) throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try likeButton(blogRow: row).sendTap() }
    }

    public func selectBlog(row: Int) throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try select(row: row, in: ProfileID.Blogs.table) }
    }

    public func selectDraft(row: Int) throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try select(row: row, in: ProfileID.Drafts.table) }
    }

    public func tapRefresh() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try refreshButton().sendTap() }
    }

    /// Taps the like button of the blog detail on top.
    public func tapDetailLike() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try detailLikeButton().sendTap() }
    }

    /// Taps the drafts section's "New draft" button.
    public func tapNewDraft() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try element(ProfileID.Drafts.newDraft, as: Button.self).sendTap() }
    }

    /// Types `title` into the compose screen's title field, replacing what it showed.
    public func typeDraftTitle(_ title: String) throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try element(ProfileID.Compose.title, as: TextField.self).type(title) }
    }

    /// The compose screen's Save button, when the compose screen is shown (no tap).
    public func composeSaveButton() throws(ElementNotFound) -> Button {
        try element(ProfileID.Compose.save, as: Button.self)
    }

    /// Taps the compose screen's Save button (a disabled button ignores the tap, as in UIKit).
    public func tapSaveDraft() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try composeSaveButton().sendTap() }
    }

    /// Taps the compose screen's Cancel button.
    public func tapCancelDraft() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try element(ProfileID.Compose.cancel, as: Button.self).sendTap() }
    }

    /// Taps the blogs section's "Sort" button (the "sort picker" change).
    public func tapSortBlogs() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try element(ProfileID.Blogs.sort, as: Button.self).sendTap() }
    }

    /// The sort screen's button for `order`, when the sort screen is shown (no tap).
    public func sortOrderButton(_ order: BlogOrder) throws(ElementNotFound) -> Button {
        try element(order == .newest ? ProfileID.Sort.newest : ProfileID.Sort.title, as: Button.self)
    }

    /// Picks `order` on the sort screen.
    public func pickSortOrder(_ order: BlogOrder) throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try sortOrderButton(order).sendTap() }
    }

    /// Taps the sort screen's Cancel button.
    public func tapCancelSort() throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try element(ProfileID.Sort.cancel, as: Button.self).sendTap() }
    }

    /// The navigation bar's back button. Returns false on the root screen, and under a modal (it covers the bar).
    @discardableResult
    public func tapBack() -> Bool {
        window.clearToasts()
        guard modalViewController == nil else { return false }
        var popped = false
        MainActorJobs.run { popped = navigationController?.popViewController() != nil }
        return popped
    }

    public func scrollBlogs(toRow row: Int) throws(ElementNotFound) {
        try act { () throws(ElementNotFound) in try element(ProfileID.Blogs.table, as: TableView.self).scroll(toRow: row) }
    }

    /// Delivers every queued API response (the network catches up).
    public func deliverAllResponses() {
        window.clearToasts()
        api.deliverAllPendingResponses()
    }

    /// Delivers the oldest queued API response. Returns false when none was pending.
    @discardableResult
    public func deliverNextResponse() -> Bool {
        window.clearToasts()
        return api.deliverNextPendingResponse()
    }

    /// Delivers the queued response at `offset` (0 is the oldest request) before the others. Returns false
    /// when there is none. `pendingRequests` tells which is which (a like names its blog).
    @discardableResult
    public func deliverResponse(at offset: Int) -> Bool {
        window.clearToasts()
        return api.deliverPendingResponse(at: offset)
    }

    /// The responses still to come, oldest request first.
    public var pendingRequests: [MockProfileAPI.PendingRequest] { api.pendingRequests }

    /// Drops the whole scene, as when the user leaves it. Pending responses stay queued.
    public func tearDown() {
        MainActorJobs.run { window.tearDown() }
    }

    // MARK: Private

    /// Clears the previous action's toasts, performs `action`, and runs the jobs it made ready.
    private func act(_ action: () throws(ElementNotFound) -> Void) throws(ElementNotFound) {
        window.clearToasts()
        do {
            try MainActorJobs.run(action)
        } catch let error as ElementNotFound {
            throw error
        } catch {
            preconditionFailure("Expected only ElementNotFound from a driver action, got \(error)")
        }
    }

    private func select(row: Int, in tablePath: String) throws(ElementNotFound) {
        let table = try element(tablePath, as: TableView.self)
        table.scroll(toRow: row)
        table.selectRow(at: row)
    }
}
