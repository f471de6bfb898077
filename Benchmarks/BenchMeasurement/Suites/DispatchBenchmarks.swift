// The dispatch suite: from a UI event to the updated UI, immediate scheduler (but `like-answered-later`'s queued one).
// Each source owns one scene.
import BenchPlatform
import ProfileKit
import SceneRig

/// Likes distinct, not yet liked blogs: optimistic update, API success, server copy applied.
/// Each batch starts from a reset server and a refreshed scene (untimed), so every tap takes the success path.
/// (Open to the changes suite's like on the likes-total scene, which checks the header besides.)
///
/// With `.queued` scheduling (`like-answered-later`) one operation is the tap, then the delivery of that like's answer
/// (`MockProfileAPI.deliverNextPendingResponse()`), both timed and both run as the driver runs an action
/// (`MainActorJobs`): an awaiting task suspends in the tap, and its resumption, the hop back to the main actor, runs
/// inside the operation. With `.immediate` the answer is given inside the tap, before any task could suspend.
@MainActor
class LikeSuccessBatches: SceneBatchSource {
    private let rows: Range<Int>

    /// `rows`: the blog rows to like, at most one screenful (e.g. the last five of a long list); `scheduling`: when
    /// each like is answered, inside its tap (`.immediate`) or by a delivery right after it (`.queued`).
    init(subject: SceneSubject, fixture: ProfileFixture, rows: Range<Int>, scheduling: MockProfileAPI.Scheduling = .immediate) {
        self.rows = rows
        super.init(subject: subject, fixture: fixture, scheduling: scheduling)
    }

    /// The same on the scene `composer` builds (a change's).
    init(composer: any ProfileSceneComposer.Type, fixture: ProfileFixture, rows: Range<Int>) {
        self.rows = rows
        super.init(composer: composer, fixture: fixture)
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.api.reset(to: fixture)
        guard let refresh = resolve("refresh button", { try driver.refreshButton() }) else { return nil }
        refresh.sendTap()
        driver.api.deliverAllPendingResponses()   // queued: the refresh's answers, untimed; immediate: none waits
        driver.window.clearToasts()
        let likedRows = rows.prefix(max(1, requested))
        _ = try? driver.likeButton(blogRow: likedRows.upperBound - 1)
        var buttons: [Button] = []
        for row in likedRows {
            guard let button = resolve("like button of row \(row)", { try driver.likeButton(blogRow: row) }) else {
                return nil
            }
            buttons.append(button)
        }
        expect(likeRequests: buttons.count)
        guard driver.api.scheduling == .queued else {
            return PreparedBatch(operationCount: buttons.count) {
                for button in buttons { button.sendTap() }
            }
        }
        expectAlso { driver in
            let waiting = driver.api.pendingRequests
            return waiting.isEmpty ? nil : "responses \(waiting) still waiting, expected every like answered"
        }
        let api = driver.api
        return PreparedBatch(operationCount: buttons.count) {
            for button in buttons {
                MainActorJobs.run { button.sendTap() }
                api.deliverNextPendingResponse()
            }
        }
    }
}

/// Taps the like button of one blog, repeatedly, through a fixed path that leaves the state as it was:
/// either "already liked" (a toast, no request) or "API failure" (optimistic update, rollback, toast).
@MainActor
final class RepeatableLikeBatches: SceneBatchSource {
    enum Path { case alreadyLiked, failureRollback }
    private let path: Path

    init(subject: SceneSubject, path: Path) {
        self.path = path
        super.init(subject: subject, fixture: ProfileFixture.standard.withEveryBlog(liked: path == .alreadyLiked))
        if path == .failureRollback { driver.api.injectPersistentFault(.error(.offline), on: .like) }
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.window.clearToasts()
        guard let button = resolve("like button of row 0", { try driver.likeButton(blogRow: 0) }) else { return nil }
        let count = min(requested, 1_000)
        expect(likeRequests: path == .failureRollback ? count : 0, toasts: count)
        return PreparedBatch(operationCount: count) {
            for _ in 0..<count { button.sendTap() }
        }
    }
}

/// Selects a blog row: the scene builds its blog detail module and pushes it, showing its first frame. One detail at
/// a time, as a user opens them: the previous one is popped (and freed) outside the timed region, so no benchmark
/// pays for a stack of open details a user never has.
@MainActor
final class SelectBlogBatches: SceneBatchSource {
    /// Resolved once on the profile screen: after a push the driver only sees the detail screen.
    private var table: TableView?

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.navigationController?.popToRootViewController()
        if table == nil { table = driver.blogsTable }
        guard let table else {
            fail("blogs table not found on screen:\n\(driver.snapshot())")
            return nil
        }
        expect(navigationDepth: 2)
        return PreparedBatch(operationCount: 1) { table.selectRow(at: 1) }
    }
}

/// Taps the like button of an open blog detail, success path: the detail and the list's row (a visible cell) are
/// both updated. Each batch starts from a reset server, a refreshed list and a freshly opened detail (untimed).
@MainActor
final class DetailLikeBatches: SceneBatchSource {
    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.navigationController?.popToRootViewController()
        driver.api.reset(to: fixture)
        guard let refresh = resolve("refresh button", { try driver.refreshButton() }) else { return nil }
        refresh.sendTap()
        guard resolve("blog row 0", { try driver.selectBlog(row: 0) }) != nil,
              let like = resolve("the detail's like button", { try driver.detailLikeButton() }) else { return nil }
        driver.window.clearToasts()
        expect(likeRequests: 1, navigationDepth: 2)
        return PreparedBatch(operationCount: 1) { like.sendTap() }
    }
}

/// Back from a blog detail: the pop, and the freeing of the module it releases. The detail is opened untimed.
@MainActor
final class BackBatches: SceneBatchSource {
    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        guard let navigation = driver.navigationController else {
            fail("no navigation controller")
            return nil
        }
        navigation.popToRootViewController()
        guard resolve("blog row 1", { try driver.selectBlog(row: 1) }) != nil else { return nil }
        expect(navigationDepth: 1)
        // The popped module is released as the statement ends, inside the timed region.
        return PreparedBatch(operationCount: 1) { _ = navigation.popViewController() }
    }
}

/// Taps Save on the compose screen, success path: the draft is created, handed back, listed first (one drafts
/// reload) and the screen is dismissed and freed. Each batch starts from a reset server, a refreshed profile and a
/// compose screen with a title typed (untimed).
@MainActor
final class ComposeSaveBatches: SceneBatchSource {
    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.api.reset(to: fixture)
        guard let refresh = resolve("refresh button", { try driver.refreshButton() }) else { return nil }
        refresh.sendTap()
        guard resolve("New draft button", { try driver.tapNewDraft() }) != nil,
              resolve("compose title field", { try driver.typeDraftTitle("Notes on routers") }) != nil,
              let save = resolve("compose Save button", { try driver.composeSaveButton() }) else { return nil }
        expect(createDraftRequests: 1, showsModal: false)
        return PreparedBatch(operationCount: 1) { save.sendTap() }
    }
}

/// Taps refresh: three fetches, three sections re-rendered.
@MainActor
final class RefreshBatches: SceneBatchSource {
    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        guard let button = resolve("refresh button", { try driver.refreshButton() }) else { return nil }
        let count = min(requested, 200)
        expect(fetchRequests: 3 * count)
        return PreparedBatch(operationCount: count) {
            for _ in 0..<count { button.sendTap() }
        }
    }
}
