// UI kit: a screen's controller. Owns its root view and its child view controllers; references its parent
// and its navigation controller weakly (as UIKit does).

/// A headless `UIViewController` with UIKit's lifecycle: `loadView`, `viewDidLoad`, `viewWillAppear`,
/// `viewDidDisappear`, child view controllers and a navigation controller.
@MainActor
open class ViewController {
    /// The title the navigation stack shows for this screen.
    open var title: String?
    public private(set) var children: [ViewController] = []
    public private(set) weak var parent: ViewController?
    weak var owningNavigationController: NavigationController?

    private var loadedView: View?

    public init() {}

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    public var view: View {
        if let loadedView { return loadedView }
        let view = makeLoadedView()
        return view
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() { _ = view }

    /// Creates the root view. Override to build your own hierarchy; call `setView(_:)` or return via super.
    open func loadView() {
        loadedView = View()
    }

    /// Sets the root view from inside `loadView()`.
    public func setView(_ view: View) {
        loadedView = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidDisappear() {}

    /// The navigation controller this screen, or an ancestor of it, was pushed on.
    public var navigationController: NavigationController? {
        owningNavigationController ?? parent?.navigationController
    }

    // MARK: Containment

    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// UIKit's containment in one call: `child` joins this controller's children, then its view joins this
    /// controller's view, below the views already there (a headless kit has no frames: order is the layout).
    public func embed(_ child: ViewController) {
        addChild(child)
        view.addSubview(child.view)
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    // MARK: Toasts

    /// Shows a transient message over the window this screen is in. Ignored when the screen is in no window.
    public func showToast(_ message: String) {
        navigationController?.window?.showToast(message)
    }

    private func makeLoadedView() -> View {
        loadView()
        guard let view = loadedView else {
            preconditionFailure("\(type(of: self)).loadView() must set a view")
        }
        viewDidLoad()
        return view
    }
}
