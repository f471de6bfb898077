// The changes suite: the operation each change request added or altered (docs/CHANGING.md), on each subject's changed
// scene (`ChangedScene.composer`), immediate scheduler, measured as the dispatch suite's operations are. Each source owns
// one changed scene.
import ProfileKit
import SceneRig

/// The unlike change: taps distinct liked hearts — the optimistic unlike, the `unlikeBlog` request, the server's copy
/// applied. Each batch starts from a reset server (every blog liked) and a refreshed scene, untimed.
@MainActor
final class UnlikeBatches: SceneBatchSource {
    private let rows = 0..<5

    /// On `composer`'s scene; a scene that cannot unlike fails the benchmark instead of timing something else.
    init(composer: any ProfileSceneComposer.Type) {
        super.init(composer: composer, fixture: ProfileFixture.standard.withEveryBlog(liked: true))
    }

    convenience init(subject: SceneSubject) {
        self.init(composer: ChangedScene(subject: subject, change: .unlike).composer)
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        driver.api.reset(to: fixture)
        guard let refresh = resolve("refresh button", { try driver.refreshButton() }) else { return nil }
        refresh.sendTap()
        driver.window.clearToasts()
        let tapped = rows.prefix(max(1, requested))
        _ = try? driver.likeButton(blogRow: tapped.upperBound - 1)
        var buttons: [Button] = []
        for row in tapped {
            guard let button = resolve("like button of row \(row)", { try driver.likeButton(blogRow: row) }) else {
                return nil
            }
            buttons.append(button)
        }
        expect()
        let unlikes = driver.api.requestCounts.unlike + buttons.count
        expectAlso { driver in
            let sent = driver.api.requestCounts.unlike
            return sent == unlikes ? nil : "unlike requests \(sent), expected \(unlikes)"
        }
        return PreparedBatch(operationCount: buttons.count) {
            for button in buttons { button.sendTap() }
        }
    }
}

/// The likes-total change: the dispatch suite's like (distinct blogs not yet liked, success path) on the likes-total
/// scene, which also tells the header the new total. Checked: the header shows the total of the server's blogs after.
@MainActor
final class LikeWithTotalBatches: LikeSuccessBatches {
    /// On `composer`'s scene; a scene without the total fails the benchmark.
    init(composer: any ProfileSceneComposer.Type) {
        super.init(composer: composer, fixture: ProfileFixture.standard.withEveryBlog(liked: false), rows: 0..<5)
    }

    convenience init(subject: SceneSubject) {
        self.init(composer: ChangedScene(subject: subject, change: .likesTotal).composer)
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        guard let batch = super.prepareBatch(requested) else { return nil }
        expectAlso { driver in
            let total = ProfileText.likesTotal(driver.api.serverBlogs.reduce(0) { $0 + $1.likeCount })
            let path = "\(ProfileID.Header.container).\(ProfileID.Header.likes)"
            let shown = (driver.view(at: path) as? Label)?.text
            return shown == total ? nil : "the header's likes total \(shown.map { "\"\($0)\"" } ?? "absent"), expected \"\(total)\""
        }
        return batch
    }
}

/// The sort picker change, opening: taps Sort — the sort module built, presented modally, its first frame showing the
/// current order. The previous batch's sort screen is cancelled (and freed) outside the timed region.
@MainActor
final class SortOpenBatches: SceneBatchSource {
    /// On `composer`'s scene; a scene without the sort screen fails the benchmark.
    init(composer: any ProfileSceneComposer.Type) {
        super.init(composer: composer, fixture: .standard)
    }

    convenience init(subject: SceneSubject) {
        self.init(composer: ChangedScene(subject: subject, change: .sortPicker).composer)
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        if driver.modalViewController != nil, resolve("sort screen's Cancel", { try driver.tapCancelSort() }) == nil {
            return nil
        }
        guard let sort = resolve("Sort button", { try driver.element(ProfileID.Blogs.sort, as: Button.self) }) else {
            return nil
        }
        expect(showsModal: true)
        expectAlso { driver in
            let title = driver.modalViewController?.title
            return title == ProfileText.sortBlogsTitle ? nil : "modal \(title ?? "none"), expected \(ProfileText.sortBlogsTitle)"
        }
        return PreparedBatch(operationCount: 1) { sort.sendTap() }
    }
}

/// The sort picker change, picking: taps "By title" on the open sort screen — the order handed back to the blogs
/// section, the screen dismissed and freed, the rows arranged and rendered once. Outside the timed region the order is
/// set back to newest first (when the last batch picked by title) and the sort screen opened.
@MainActor
final class SortPickBatches: SceneBatchSource {
    private var pickedTitle = false

    /// On `composer`'s scene; a scene without the sort screen fails the benchmark.
    init(composer: any ProfileSceneComposer.Type) {
        super.init(composer: composer, fixture: .standard)
    }

    convenience init(subject: SceneSubject) {
        self.init(composer: ChangedScene(subject: subject, change: .sortPicker).composer)
    }

    override func prepareBatch(_ requested: Int) -> PreparedBatch? {
        if pickedTitle {
            guard resolve("Sort button", { try driver.tapSortBlogs() }) != nil,
                  resolve("Newest first", { try driver.pickSortOrder(.newest) }) != nil else { return nil }
            pickedTitle = false
        }
        guard resolve("Sort button", { try driver.tapSortBlogs() }) != nil,
              let byTitle = resolve("By title", { try driver.sortOrderButton(.title) }) else { return nil }
        expect(showsModal: false)
        let firstTitle = BlogOrder.title.arrange(driver.api.serverBlogs).first?.title
        expectAlso { driver in
            let shown = driver.text(at: "\(ProfileID.blogRowPath(row: 0)).\(ProfileID.Blogs.title)")
            return shown == firstTitle ? nil : "first row \(shown ?? "absent"), expected \(firstTitle ?? "none") (by title)"
        }
        pickedTitle = true
        return PreparedBatch(operationCount: 1) { byTitle.sendTap() }
    }
}
