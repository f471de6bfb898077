// The scene check that a scene keeps the navigation controller it was pushed on no longer than it is pushed, once its
// routers or navigators have used it. Holds the navigation controller weakly; the caller owns the scene.
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
        /// The navigation controller was freed once let go, while the scene lived on.
        public let navigationControllerIsFreed: Bool
    }

    /// Pushes `root` on a new navigation controller, opens and pops the first blog's and the first draft's detail,
    /// lets go of the navigation controller and says whether it was freed while `root` lives. Throws when `root` shows
    /// no blogs or drafts table.
    public static func check(sceneAt root: ViewController) throws(SceneDriver.ElementNotFound) -> Outcome {
        weak var weakNavigator: NavigationController?
        var opened = 0
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
        }
        return Outcome(detailsOpened: opened, navigationControllerIsFreed: weakNavigator == nil)
    }
}
