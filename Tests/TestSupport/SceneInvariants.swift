// Shared test helper: the scene's invariants that hold after any step, read through the UI and the mock
// server only (convergence, navigation). Stateless; holds nothing.
import ProfileKit
import SceneRig

/// What a detail screen shows, captured from the row the user selected: a blog detail its title, body, like
/// button and share count, a draft detail its title and meta line (nil where the screen has no such element).
public struct DetailContent: Equatable, Sendable, CustomStringConvertible {
    public let navigationTitle: String
    public let title: String?
    public var body: String? = nil
    public var like: String? = nil
    public var share: String? = nil
    public var meta: String? = nil

    public var description: String {
        let parts = [("title", title), ("body", body), ("like", like), ("share", share), ("meta", meta)]
            .compactMap { name, value in value.map { "\(name) \($0)" } }
        return "\(navigationTitle) screen (\(parts.joined(separator: ", ")))"
    }

    /// What the screen on top shows, read at the detail identifiers.
    @MainActor
    static func shown(on driver: SceneDriver, navigationTitle: String) -> DetailContent {
        DetailContent(
            navigationTitle: navigationTitle, title: driver.text(at: ProfileID.Detail.title),
            body: driver.text(at: ProfileID.Detail.body), like: driver.text(at: ProfileID.Detail.like),
            share: driver.text(at: ProfileID.Detail.share), meta: driver.text(at: ProfileID.Detail.meta))
    }
}

/// Checks one scene against invariants that need no history. Each returns nil when the invariant holds,
/// else a message starting "Expected…".
@MainActor
public enum SceneInvariants {
    /// Convergence: with no response pending and the blogs section showing, the table has the server's
    /// rows and every visible row shows the server's blog at that row, whole (title, summary, like count and
    /// state, share count), the server's list arranged in `order` (the sort picker's). Only meaningful when the blogs
    /// the scene holds know every change the server made behind its back (a failed blogs answer keeps the blogs held
    /// before it): the oracle knows.
    public static func convergence(of driver: SceneDriver, order: BlogOrder = .newest) -> String? {
        guard driver.api.pendingResponseCount == 0, let table = driver.blogsTable else { return nil }
        let server = order.arrange(driver.api.serverBlogs)
        guard table.numberOfRows == server.count else {
            return "Expected the blogs table to have the server's \(server.count) rows once every response "
                + "was delivered, found \(table.numberOfRows)"
        }
        let elements = visibleElements(of: driver)
        for row in table.visibleRows {
            let blog = server[row]
            let expected = [
                blog.title, blog.summary, ProfileText.likeTitle(blog.likeCount) + (blog.isLiked ? " [selected]" : ""),
                ProfileText.shareText(blog.shareCount),
            ]
            let shown = [ProfileID.Blogs.title, ProfileID.Blogs.summary, ProfileID.Blogs.like, ProfileID.Blogs.share]
                .map { elements[path(row, $0)]?.snapshotText ?? "nil" }
            guard shown == expected else {
                return "Expected blog row \(row) to show the server's blog once every response was delivered: "
                    + "\(expected), found \(shown)"
            }
        }
        return nil
    }

    /// Navigation: the profile alone, or the profile and the one detail screen the user opened, showing the content
    /// of the row they selected when `checksContent` (a blog detail follows its blog after it opened); and where the
    /// user opened the sort screen (`sortScreenShowing`: the order it must show selected), that screen over the profile.
    public static func navigation(
        of driver: SceneDriver, openedDetail: DetailContent?, checksContent: Bool = true,
        sortScreenShowing: BlogOrder? = nil
    ) -> String? {
        let titles = driver.navigationController?.viewControllers.map { $0.title ?? "?" } ?? []
        // The sort screen opens over the profile alone, from its blogs section, and shows the order the section keeps.
        if let order = sortScreenShowing {
            guard driver.modalViewController?.title == ProfileText.sortBlogsTitle, titles == [ProfileText.profileTitle],
                  openedDetail == nil else {
                return "Expected the sort screen over the profile alone, found \(driver.modalViewController?.title ?? "no modal") "
                    + "over \(titles)"
            }
            let selected = BlogOrder.allCases.filter { (try? driver.sortOrderButton($0))?.isSelected == true }
            return selected == [order] ? nil
                : "Expected the sort screen to show \(order.rawValue) selected, found \(selected.map(\.rawValue))"
        }
        // The compose screen opens over the profile alone, from its drafts section.
        if let modal = driver.modalViewController {
            return modal.title == ProfileText.newDraftTitle && titles == [ProfileText.profileTitle] && openedDetail == nil
                ? nil : "Expected only the compose screen over the profile alone, found \(modal.title ?? "?") over \(titles)"
        }
        guard let detail = openedDetail else {
            return titles == [ProfileText.profileTitle]
                ? nil : "Expected the navigation stack to be [Profile], found \(titles)"
        }
        guard titles == [ProfileText.profileTitle, detail.navigationTitle] else {
            return "Expected the navigation stack to be [Profile, \(detail.navigationTitle)], found \(titles)"
        }
        guard checksContent else { return nil }
        let shown = DetailContent.shown(on: driver, navigationTitle: detail.navigationTitle)
        return shown == detail ? nil : "Expected the \(detail), found the \(shown)"
    }

    /// Convergence of a blog detail: with no response pending, a detail whose blog the server still lists shows the
    /// server's copy of it, whole. The blog is known by its first title (`ServerChange.firstTitle(of:)`). Only
    /// meaningful when the blogs the scene holds know every change the server made behind its back: the oracle knows.
    public static func blogDetailConvergence(of driver: SceneDriver, firstTitle: String) -> String? {
        guard driver.api.pendingResponseCount == 0, driver.topViewController?.title == ProfileText.blogDetailTitle,
              let blog = driver.api.serverBlogs.first(where: { ServerChange.firstTitle(of: $0.title) == firstTitle })
        else { return nil }
        let expected = DetailContent(
            navigationTitle: ProfileText.blogDetailTitle, title: blog.title, body: blog.summary,
            like: ProfileText.likeTitle(blog.likeCount) + (blog.isLiked ? " [selected]" : ""),
            share: ProfileText.shareText(blog.shareCount))
        let shown = DetailContent.shown(on: driver, navigationTitle: ProfileText.blogDetailTitle)
        return shown == expected ? nil
            : "Expected the blog detail to show the server's copy once every response was delivered: \(expected), "
                + "found \(shown)"
    }

    /// What selecting a blog row opens: the blog as that row shows it now (optimistic like included).
    /// Scrolls the row into view first, as the selection itself does. Nil when no blog row is there.
    public static func blogDetail(at row: Int, of driver: SceneDriver) -> DetailContent? {
        guard let table = driver.blogsTable else { return nil }
        table.scroll(toRow: row)
        guard table.visibleRows.contains(row) else { return nil }
        let elements = visibleElements(of: driver)
        return DetailContent(
            navigationTitle: ProfileText.blogDetailTitle,
            title: elements[path(row, ProfileID.Blogs.title)]?.snapshotText,
            body: elements[path(row, ProfileID.Blogs.summary)]?.snapshotText,
            like: elements[ProfileID.blogLikePath(row: row)]?.snapshotText,
            share: elements[path(row, ProfileID.Blogs.share)]?.snapshotText)
    }

    /// What selecting a draft row opens: the draft as that row shows it. Nil when no draft row is there.
    public static func draftDetail(at row: Int, of driver: SceneDriver) -> DetailContent? {
        guard let table = driver.draftsTable else { return nil }
        table.scroll(toRow: row)
        guard table.visibleRows.contains(row) else { return nil }
        let rowPath = ProfileID.draftRowPath(row: row)
        return DetailContent(
            navigationTitle: ProfileText.draftDetailTitle,
            title: driver.text(at: "\(rowPath).\(ProfileID.Drafts.title)"),
            meta: driver.text(at: "\(rowPath).\(ProfileID.Drafts.edited)"))
    }

    /// Every visible identified view of the top screen by path: one walk of the tree for many lookups.
    static func visibleElements(of driver: SceneDriver) -> [String: View] {
        guard let top = driver.topViewController, top.isViewLoaded else { return [:] }
        let views = SceneSnapshot.visibleViews(in: top.view)
        return Dictionary(views.map { ($0.path, $0.view) }, uniquingKeysWith: { first, _ in first })
    }

    private static func path(_ row: Int, _ element: String) -> String {
        "\(ProfileID.blogRowPath(row: row)).\(element)"
    }
}
