// Shared test helper: whether a scene keeps the navigation controller it was pushed on after its routers or navigators
// have used it. Holds the navigation controller weakly; the caller owns the scene.
import ProfileKit
import Testing

/// The check that a scene reaches its navigation controller weakly, as UIKit code does.
@MainActor
public enum NavigationLifetime {
    /// Pushes `root` on a new navigation controller, opens and pops the first blog's and the first draft's detail,
    /// lets go of the navigation controller and returns whether it was freed while `root` lives.
    public static func navigationControllerIsFreed(
        withSceneAt root: ViewController, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        weak var weakNavigator: NavigationController?
        do {
            let navigator = NavigationController(rootViewController: root)
            weakNavigator = navigator
            let blogs = try #require(root.visibleView(at: ProfileID.Blogs.table) as? TableView,
                                     sourceLocation: sourceLocation)
            let drafts = try #require(root.visibleView(at: ProfileID.Drafts.table) as? TableView,
                                      sourceLocation: sourceLocation)
            blogs.selectRow(at: 0)
            navigator.popViewController()
            drafts.selectRow(at: 0)
            navigator.popViewController()
            #expect(navigator.viewControllers.count == 1, "Expected both details pushed and popped",
                    sourceLocation: sourceLocation)
        }
        return weakNavigator == nil
    }
}
