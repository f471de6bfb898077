// The dispatch suite: from a UI event to the updated UI, immediate scheduler. Each source owns one scene.
import Patterns
import ProfileKit

/// Likes distinct, not yet liked blogs: optimistic update, API success, server copy applied.
/// Each batch starts from a reset server and a refreshed scene (untimed), so every tap takes the success path.
@MainActor
final class LikeSuccessBatches: SceneBatchSource {
    private let rows: Range<Int>

    /// `rows`: the blog rows to like, at most one screenful (e.g. the last five of a long list).
    init(subject: SceneSubject, fixture: ProfileFixture, rows: Range<Int>) {
        self.rows = rows
        super.init(subject: subject, fixture: fixture)
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.api.reset(to: fixture)
        guard let refresh = resolve("refresh button", { try driver.refreshButton() }) else { return nil }
        refresh.sendTap()
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
        return PreparedBatch(operationCount: buttons.count) {
            for button in buttons { button.sendTap() }
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
        super.init(subject: subject, fixture: DispatchFixtures.blogs(liked: path == .alreadyLiked))
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

/// Selects a blog row: the scene pushes the blog detail screen. Popped back to the profile between batches.
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
        let count = min(requested, 200)
        expect(navigationDepth: 1 + count)
        return PreparedBatch(operationCount: count) {
            for _ in 0..<count { table.selectRow(at: 1) }
        }
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

/// Fixtures of the dispatch suite: the standard profile with every blog liked, or none.
enum DispatchFixtures {
    static func blogs(liked: Bool, from base: ProfileFixture = .standard) -> ProfileFixture {
        var fixture = base
        fixture.blogs = base.blogs.map { blog in
            var blog = blog
            blog.isLiked = liked
            return blog
        }
        return fixture
    }
}
