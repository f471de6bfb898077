// UI kit: the window. Owns its root view controller and the toasts on screen.

/// A headless `UIWindow` holding a navigation controller and the toasts currently shown. No pattern names it (a
/// screen shows a toast through `ViewController.showToast(_:)`): the rig's driver owns one per scene.
@MainActor
package final class Window {
    package private(set) var rootViewController: NavigationController?
    /// Toasts shown since `clearToasts()`, oldest first.
    package private(set) var toasts: [String] = []
    /// Every toast ever shown in this window: the invariant checks compare it with its causes.
    package private(set) var toastCount = 0

    package init() {}

    /// Installs `navigationController` as the root and makes its top screen appear.
    /// Showing the window is one event (`UpdateCycle`): the updates its screens scheduled run before it returns.
    package func makeKeyAndVisible(_ navigationController: NavigationController) {
        UpdateCycle.event {
            rootViewController = navigationController
            navigationController.attachedWindow = self
            navigationController.loadViewIfNeeded()
            navigationController.topViewController?.viewWillAppear()
        }
    }

    /// Drops the root view controller and everything it holds.
    package func tearDown() {
        rootViewController?.removeAllViewControllers()
        rootViewController?.attachedWindow = nil
        rootViewController = nil
        toasts.removeAll()
    }

    package func showToast(_ message: String) {
        toasts.append(message)
        toastCount += 1
        UIWork.total.toasts += 1
    }

    /// Toasts fade: the driver clears them before each user action.
    package func clearToasts() { toasts.removeAll(keepingCapacity: true) }
}
