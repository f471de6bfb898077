// UI kit: a navigation stack. Owns the pushed view controllers; references its window weakly.

/// A headless `UINavigationController`: push, pop, and a back action the driver can trigger.
@MainActor
public final class NavigationController: ViewController {
    package private(set) var viewControllers: [ViewController] = []
    /// The window showing this stack (`window`), if any.
    weak var attachedWindow: Window?

    public override init() { super.init() }

    package init(rootViewController: ViewController) {
        super.init()
        pushViewController(rootViewController)
    }

    package var topViewController: ViewController? { viewControllers.last }

    /// Pushes a screen: it loads its view if needed and appears; the previous top disappears.
    public func pushViewController(_ viewController: ViewController) {
        let previous = topViewController
        viewController.owningNavigationController = self
        viewControllers.append(viewController)
        viewController.loadViewIfNeeded()
        guard attachedWindow != nil else { return }
        viewController.viewWillAppear()
        previous?.viewDidDisappear()
    }

    /// Pops the top screen unless it is the root. Returns the popped screen. The back button's pop is an event
    /// (`UpdateCycle`).
    @discardableResult
    public func popViewController() -> ViewController? {
        UpdateCycle.event { popTop() }
    }

    private func popTop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        if attachedWindow != nil {
            topViewController?.viewWillAppear()
            popped.viewDidDisappear()
        }
        popped.owningNavigationController = nil
        return popped
    }

    /// Pops every screen above the root. Returns the popped screens, top last.
    @discardableResult
    package func popToRootViewController() -> [ViewController] {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeSubrange(1...)
        if attachedWindow != nil {
            topViewController?.viewWillAppear()
            popped.last?.viewDidDisappear()
        }
        for viewController in popped { viewController.owningNavigationController = nil }
        return popped
    }

    /// Removes every screen (the scene is dropped), the modal first. Each one disappears.
    func removeAllViewControllers() {
        dismiss()
        let removed = viewControllers
        viewControllers.removeAll()
        for viewController in removed.reversed() {
            viewController.viewDidDisappear()
            viewController.owningNavigationController = nil
        }
    }
}
