// UI kit: the window. Owns its root view controller and the toasts on screen.

/// A headless `UIWindow` holding a navigation controller and the toasts currently shown.
@MainActor
public final class Window {
    public private(set) var rootViewController: NavigationController?
    /// Toasts shown since `clearToasts()`, oldest first.
    public private(set) var toasts: [String] = []
    /// Every toast ever shown in this window: the invariant checks compare it with its causes.
    public private(set) var toastCount = 0

    public init() {}

    /// Installs `navigationController` as the root and makes its top screen appear.
    public func makeKeyAndVisible(_ navigationController: NavigationController) {
        rootViewController = navigationController
        navigationController.attachedWindow = self
        navigationController.loadViewIfNeeded()
        navigationController.topViewController?.viewWillAppear()
    }

    /// Drops the root view controller and everything it holds.
    public func tearDown() {
        rootViewController?.removeAllViewControllers()
        rootViewController?.attachedWindow = nil
        rootViewController = nil
        toasts.removeAll()
    }

    public func showToast(_ message: String) {
        toasts.append(message)
        toastCount += 1
        UIWork.total.toasts += 1
    }

    /// Toasts fade: the driver clears them before each user action.
    public func clearToasts() { toasts.removeAll(keepingCapacity: true) }
}
