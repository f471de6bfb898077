// UI kit: a screen's controller. Owns its root view, its child view controllers and the screen it presents
// modally; references its parent, its navigation controller and the screen presenting it weakly (as UIKit does).

/// A headless `UIViewController` with UIKit's lifecycle: `loadView`, `viewDidLoad`, `viewWillAppear`,
/// `viewDidDisappear`, child view controllers, a navigation controller and modal presentation.
@MainActor
open class ViewController {
    /// The title the navigation stack shows for this screen.
    open var title: String?
    public private(set) var children: [ViewController] = []
    package private(set) weak var parent: ViewController?
    weak var owningNavigationController: NavigationController?
    /// The screen this one presents modally, owned by this one until it is dismissed.
    package private(set) var presentedViewController: ViewController?
    /// The screen that presents this one modally, if any.
    public private(set) weak var presentingViewController: ViewController?

    private var loadedView: View?
    /// Observation tracking's state (`UpdateCycle`), made when an update is first scheduled; nil for a screen that
    /// never asks for one.
    var propertyTrackingIfAny: PropertyTracking?

    public init() {}

    deinit {
        // Observation keeps a tracked run's observers in the models it read until they change: end them with the screen.
        propertyTrackingIfAny?.endTracking()
    }

    /// A screen whose view someone else built: it shows `view` under `title` and has no behaviour of its own (the
    /// floor's detail screen, whose view controller is the profile's).
    public convenience init(title: String?, view: View) {
        self.init()
        self.title = title
        loadedView = view
    }

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    public var view: View {
        if let loadedView { return loadedView }
        let view = makeLoadedView()
        return view
    }

    package var isViewLoaded: Bool { loadedView != nil }

    package func loadViewIfNeeded() { _ = view }

    /// Creates the root view. Override to build your own hierarchy; call `setView(_:)` or return via super.
    open func loadView() {
        loadedView = View()
    }

    /// Sets the root view from inside `loadView()`.
    public func setView(_ view: View) {
        loadedView = view
    }

    open func viewDidLoad() {}
    /// UIKit's appearance callbacks, called in UIKit's order on push, pop and modal presentation. The Store column's
    /// container overrides `viewWillAppear` (it hears Back there); no pattern overrides `viewDidDisappear`, and still it
    /// stays `open` (`PublicSurfaceTests` lists it as its one exemption): a non-open empty method is devirtualised and
    /// dropped by the optimiser, and the release build would count one retain and one release fewer on every push, pop
    /// and first render (and other counts on teardown) than the count baseline, measured with these calls, as UIKit
    /// makes them.
    open func viewWillAppear() {}
    open func viewDidDisappear() {}

    // MARK: Properties under observation tracking

    /// Sets the screen's properties from what it observes, as iOS 26's `UIViewController.updateProperties()` does: the
    /// kit runs it under observation tracking (`withObservationTracking`) at the end of the event that scheduled it,
    /// and a change to any `@Observable` property it read schedules it again. Several changes in one event run it
    /// once. Runs only once scheduled: call `setNeedsUpdateProperties()` when the view loads (what iOS 18's
    /// `UIObservationTrackingEnabled` makes automatic), so a screen that observes nothing costs nothing.
    open func updateProperties() {}

    /// Schedules `updateProperties()` for the end of the current event (`UpdateCycle`); scheduling twice runs it once.
    public func setNeedsUpdateProperties() {
        scheduleUpdate()
    }

    /// Runs a scheduled `updateProperties()` now rather than at the end of the event; does nothing if none is scheduled.
    package func updatePropertiesIfNeeded() {
        runUpdateIfNeeded()
    }

    /// The navigation controller this screen, or an ancestor of it, was pushed on.
    public var navigationController: NavigationController? {
        owningNavigationController ?? parent?.navigationController
    }

    /// Whether the user sees this screen now: the screen it is part of (itself, or the container it is embedded in) is
    /// the top of its navigation stack, with no modal over the stack.
    ///
    /// A controller that navigates asks first, as UIKit code compares `navigationController?.topViewController` with its
    /// screen before it pushes: a second tap that lands while the first tap's screen is coming in then opens nothing.
    public var isOnTop: Bool {
        guard let navigationController, navigationController.presentedViewController == nil else { return false }
        var screen = self
        while let parent = screen.parent { screen = parent }
        return navigationController.topViewController === screen
    }

    // MARK: Containment

    package func addChild(_ child: ViewController) {
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

    func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    // MARK: Modal presentation

    /// Presents `viewController` modally over the whole window, as UIKit's full-screen modal does: the navigation
    /// controller this screen is in presents it (its presentation context), or this screen itself when it is in
    /// none. One modal at a time: presenting while one is shown, or a screen already presented, does nothing.
    public func present(_ viewController: ViewController) {
        let host = navigationController ?? self
        guard host.presentedViewController == nil, viewController.presentingViewController == nil else { return }
        host.presentedViewController = viewController
        viewController.presentingViewController = host
        viewController.loadViewIfNeeded()
        if host.window != nil { viewController.viewWillAppear() }
    }

    /// Dismisses the modal: the one this screen presents, or, called on the presented screen (or on a screen of the
    /// navigation stack that presents it), that one. Does nothing when no modal is shown.
    public func dismiss() {
        let host = presentedViewController != nil ? self : presentingViewController ?? navigationController
        guard let host, let presented = host.presentedViewController else { return }
        host.presentedViewController = nil
        presented.presentingViewController = nil
        if host.window != nil { presented.viewDidDisappear() }
    }

    // MARK: Toasts

    /// Shows a transient message over the window this screen is in. Ignored when the screen is in no window.
    public func showToast(_ message: String) {
        window?.showToast(message)
    }

    /// The window this screen is in: its navigation stack's, or its presenter's.
    package var window: Window? {
        (self as? NavigationController)?.attachedWindow ?? navigationController?.window ?? presentingViewController?.window
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

extension ViewController: PropertyUpdating {}
