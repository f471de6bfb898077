// Specification of the view, button, view controller, navigation and snapshot shapes the scenes rely on.
import ProfileKit
import Testing

@Suite struct UIKitShapesTests {
    @Test @MainActor func button_holdsItsTargetWeakly() {
        let button = Button()
        weak var weakTarget: Counter?
        do {
            let target = Counter()
            weakTarget = target
            button.addTarget(target, action: Counter.increment)
        }
        button.sendTap()
        #expect(weakTarget == nil, "Expected target–action not to keep the target alive")
    }

    @Test @MainActor func hiddenButton_ignoresTaps() {
        let button = Button(), counter = Counter()
        button.addAction { counter.increment() }
        button.isHidden = true
        button.sendTap()
        #expect(counter.value == 0)
    }

    @Test @MainActor func viewController_loadsItsViewOnceAndCallsViewDidLoad() {
        let controller = LifecycleSpy()
        _ = controller.view
        _ = controller.view
        #expect(controller.events == ["viewDidLoad"])
    }

    @Test @MainActor func navigationController_pushAndPop_driveAppearance() {
        let window = Window(), root = LifecycleSpy(), detail = LifecycleSpy()
        let navigation = NavigationController(rootViewController: root)
        window.makeKeyAndVisible(navigation)
        navigation.pushViewController(detail)
        navigation.popViewController()
        #expect(root.events == ["viewDidLoad", "viewWillAppear", "viewDidDisappear", "viewWillAppear"])
        #expect(detail.events == ["viewDidLoad", "viewWillAppear", "viewDidDisappear"])
        #expect(navigation.popViewController() == nil, "Expected the root never to be popped")
    }

    @Test @MainActor func childViewController_findsTheNavigationControllerThroughItsParent() {
        let parent = LifecycleSpy(), child = LifecycleSpy()
        let navigation = NavigationController(rootViewController: parent)
        parent.addChild(child)
        #expect(child.navigationController === navigation)
    }

    @Test @MainActor func snapshot_composesIdentifiersAndSkipsHiddenViews() {
        let root = View(), section = View(identifier: "blogs"), label = Label(identifier: "title")
        let hidden = Label(identifier: "error")
        label.text = "Hello"
        hidden.isHidden = true
        section.addSubview(label)
        section.addSubview(hidden)
        root.addSubview(section)
        let paths = SceneSnapshot.visibleViews(in: root).map(\.path)
        #expect(paths == ["blogs", "blogs.title"])
    }

    @Test @MainActor func snapshot_ordersRowsNumerically() {
        let controller = LifecycleSpy()
        for row in [10, 2, 1] {
            let label = Label(identifier: "row.\(row)")
            label.text = "\(row)"
            controller.view.addSubview(label)
        }
        let window = Window()
        window.makeKeyAndVisible(NavigationController(rootViewController: controller))
        #expect(SceneSnapshot.render(window) == "nav: Spy\nrow.1: 1\nrow.2: 2\nrow.10: 10")
    }

    @Test @MainActor func toasts_areShownOverTheWindowAndClearedOnRequest() {
        let window = Window(), controller = LifecycleSpy()
        window.makeKeyAndVisible(NavigationController(rootViewController: controller))
        controller.showToast("Saved")
        #expect(window.toasts == ["Saved"])
        window.clearToasts()
        #expect(window.toasts.isEmpty && window.toastCount == 1)
    }
}

@MainActor
private final class Counter {
    var value = 0
    func increment() { value += 1 }
}

@MainActor
private final class LifecycleSpy: ViewController {
    var events: [String] = []
    override init() {
        super.init()
        title = "Spy"
    }
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear() { events.append("viewWillAppear") }
    override func viewDidDisappear() { events.append("viewDidDisappear") }
}

@Suite struct NavigationTests {
    @Test @MainActor func popToRoot_leavesOnlyTheRootAndReturnsThePopped() {
        let root = ViewController(), navigation = NavigationController(rootViewController: root)
        for _ in 0..<3 { navigation.pushViewController(ViewController()) }
        let popped = navigation.popToRootViewController()
        #expect(popped.count == 3 && navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(popped.allSatisfy { $0.navigationController == nil })
    }
}
