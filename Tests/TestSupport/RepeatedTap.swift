// Shared test helper: the scene's buttons and rows hit twice within one event, as an impatient finger does, and how a
// script plays that through the driver. A value type; it holds no scene and no driver.
import ProfileKit
import SceneRig

/// A button or row of the scene, tapped twice before the first tap's effect has covered it (docs/SCENE.md,
/// "Repeated input").
///
/// The element is found once, on the screen the user sees, and then tapped twice: the second tap lands on the same
/// element even when the first one pushed or presented a screen over it, or dismissed the screen it was on, as a
/// second touch lands on what was under the finger while UIKit's transition runs.
///
/// ```swift
/// try driver.tapTwice(.newDraft)    // one compose screen
/// try driver.tapTwice(.selectBlog(row: 1))
/// ```
public enum RepeatedTap: Equatable, Sendable, CustomStringConvertible {
    /// A blog row's like button (`blogs.row.N.like`).
    case like(row: Int)
    /// The blog detail's like button (`detail.like`).
    case detailLike
    /// A blog row of the `blogs` table: pushes the blog detail.
    case selectBlog(row: Int)
    /// A draft row of the `drafts` table: pushes the draft detail.
    case selectDraft(row: Int)
    /// The drafts section's New draft button (`drafts.new`): presents the compose screen.
    case newDraft
    /// The compose screen's Save (`compose.save`): creates the draft.
    case saveDraft
    /// The compose screen's Cancel (`compose.cancel`): dismisses it.
    case cancelDraft
    /// The navigation bar's back button of the screen on top: pops it.
    case back
    /// The profile's Refresh (`refresh`): reloads the three sections.
    case refresh
    /// The blogs section's Sort (`blogs.sort`, the sort picker's): presents the sort screen.
    case sortBlogs
    /// The sort screen's button for an order (`sort.newest`, `sort.title`): hands it back and closes the screen.
    case pickSortOrder(BlogOrder)
    /// The sort screen's Cancel (`sort.cancel`): closes it.
    case cancelSort

    /// What one tap on it is, as a random script says it: "select blog row 2", "tap New draft".
    public var description: String { singleTap.description }

    /// Finds the element on the screen the user sees, then taps or selects it twice. Returns false when there was no
    /// back button (the root screen, or a modal covering the bar); throws when the element is not on screen.
    @MainActor
    func perform(on driver: SceneDriver) throws(SceneDriver.ElementNotFound) -> Bool {
        switch self {
        case .like(let row): twice(try driver.likeButton(blogRow: row))
        case .detailLike: twice(try driver.detailLikeButton())
        case .selectBlog(let row): try selectTwice(row: row, in: ProfileID.Blogs.table, on: driver)
        case .selectDraft(let row): try selectTwice(row: row, in: ProfileID.Drafts.table, on: driver)
        case .newDraft: twice(try driver.element(ProfileID.Drafts.newDraft, as: Button.self))
        case .saveDraft: twice(try driver.composeSaveButton())
        case .cancelDraft: twice(try driver.element(ProfileID.Compose.cancel, as: Button.self))
        case .back: return Self.backTwice(on: driver)
        case .refresh: twice(try driver.refreshButton())
        case .sortBlogs: twice(try driver.element(ProfileID.Blogs.sort, as: Button.self))
        case .pickSortOrder(let order): twice(try driver.sortOrderButton(order))
        case .cancelSort: twice(try driver.element(ProfileID.Sort.cancel, as: Button.self))
        }
        return true
    }

    @MainActor
    private func twice(_ button: Button) {
        button.sendTap()
        button.sendTap()
    }

    @MainActor
    private func selectTwice(row: Int, in tablePath: String, on driver: SceneDriver) throws(SceneDriver.ElementNotFound) {
        let table = try driver.element(tablePath, as: TableView.self)
        table.scroll(toRow: row)
        table.selectRow(at: row)
        table.selectRow(at: row)
    }

    /// The bar's back button belongs to the screen on top: its second tap pops that screen again only if it is still
    /// there, so it never pops the screen below.
    @MainActor
    private static func backTwice(on driver: SceneDriver) -> Bool {
        guard driver.modalViewController == nil, let navigation = driver.navigationController,
              navigation.viewControllers.count > 1, let tapped = navigation.topViewController else { return false }
        for _ in 0..<2 where navigation.topViewController === tapped && navigation.viewControllers.count > 1 {
            navigation.popViewController()
        }
        return true
    }
}

extension SceneDriver {
    /// Taps (or selects) `element` twice within one event, after clearing the previous action's toasts. Returns false
    /// when there was no back button to tap.
    @discardableResult
    public func tapTwice(_ element: RepeatedTap) throws(ElementNotFound) -> Bool {
        window.clearToasts()
        return try element.perform(on: self)
    }
}
