// The scene check that a scene keeps the navigation controller it was pushed on no longer than it is pushed, once its
// routers or navigators have used it (to push a detail, and where the sort picker is made to present its screen). Holds the navigation controller weakly; the caller owns the scene.
import ProfileKit

/// The check that a scene reaches its navigation controller weakly, as UIKit code does.
///
/// ```swift
/// let outcome = try NavigationLifetime.check(sceneAt: root)
/// // outcome.detailsOpened == 2, outcome.navigationControllerIsFreed == true
/// withExtendedLifetime(root) {}
/// ```
@MainActor
public enum NavigationLifetime {
    /// What the check found.
    public struct Outcome: Equatable, Sendable {
        /// The details the scene pushed when a row was selected, of the two asked for (a blog's and a draft's).
        public let detailsOpened: Int
        /// The sort screens the scene presented and closed when asked to (a sort picker's scene): 0 or 1.
        public let sortScreensOpened: Int
        /// The navigation controller was freed once let go, while the scene lived on.
        public let navigationControllerIsFreed: Bool
    }

    /// Pushes `root` on a new navigation controller, opens and pops the first blog's and the first draft's detail (and
    /// with `opensSortScreen`, presents the sort screen and cancels it), lets go of the navigation controller and says
    /// whether it was freed while `root` lives. Throws when `root` shows no blogs or drafts table (or sort button).
    public static func check(
        sceneAt root: ViewController, opensSortScreen: Bool = false
    ) throws(SceneDriver.ElementNotFound) -> Outcome {
        weak var weakNavigator: NavigationController?
        var opened = 0, sortScreens = 0
        do {
            let navigator = NavigationController(rootViewController: root)
            weakNavigator = navigator
            for path in [ProfileID.Blogs.table, ProfileID.Drafts.table] {
                guard let table = root.visibleView(at: path) as? TableView else {
                    throw SceneDriver.ElementNotFound(path: path, screen: "\(type(of: root)) on a navigation controller")
                }
                table.selectRow(at: 0)
                if navigator.popViewController() != nil { opened += 1 }
            }
            if opensSortScreen {
                guard let sort = root.visibleView(at: ProfileID.Blogs.sort) as? Button else {
                    throw SceneDriver.ElementNotFound(
                        path: ProfileID.Blogs.sort, screen: "\(type(of: root)) on a navigation controller")
                }
                sort.sendTap()
                let cancel = navigator.presentedViewController?.visibleView(at: ProfileID.Sort.cancel) as? Button
                cancel?.sendTap()
                if cancel != nil, navigator.presentedViewController == nil { sortScreens += 1 }
            }
        }
        return Outcome(
            detailsOpened: opened, sortScreensOpened: sortScreens, navigationControllerIsFreed: weakNavigator == nil)
    }
}
