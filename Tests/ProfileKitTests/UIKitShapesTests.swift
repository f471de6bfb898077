// Specification of the view, button, view controller and navigation shapes the scenes rely on.
import ProfileKit
import SceneRig
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

/// `isOnTop`: whether the screen a controller is part of is the one the user sees (docs/SCENE.md, "Repeated input").
@Suite struct OnTopTests {
    @Test @MainActor func rootOfAStack_andTheSectionEmbeddedInIt_areOnTop() {
        let root = ViewController(), section = ViewController()
        root.embed(section)
        let navigation = NavigationController(rootViewController: root)

        #expect(root.isOnTop && section.isOnTop, "Expected the top screen and its embedded section on top")
        withExtendedLifetime(navigation) {}
    }

    @Test @MainActor func screenCoveredByAPush_isNotOnTopUntilThePop() {
        let root = ViewController(), section = ViewController(), detail = ViewController()
        root.embed(section)
        let navigation = NavigationController(rootViewController: root)

        navigation.pushViewController(detail)
        let coveredWhilePushed = !root.isOnTop && !section.isOnTop && detail.isOnTop
        navigation.popViewController()

        #expect(coveredWhilePushed, "Expected the pushed screen on top, the one below covered")
        #expect(section.isOnTop, "Expected the section on top again after the pop")
    }

    @Test @MainActor func screenUnderAModal_isNotOnTop() {
        let root = ViewController(), navigation = NavigationController(rootViewController: root)

        root.present(ViewController())

        #expect(!root.isOnTop, "Expected a screen under a modal not on top")
        withExtendedLifetime(navigation) {}
    }

    @Test @MainActor func screenOnNoStack_isNotOnTop() {
        #expect(!ViewController().isOnTop, "Expected a screen on no navigation stack not on top")
    }
}

@Suite struct ModalPresentationTests {
    @Test @MainActor func present_fromAScreenOfTheStack_isHeldByTheNavigationControllerAndAppears() {
        let (window, root, navigation) = makeStack()
        let modal = LifecycleSpy()

        root.present(modal)

        #expect(navigation.presentedViewController === modal, "Expected the stack's navigation controller to present it")
        #expect(modal.presentingViewController === navigation, "Expected the modal to know its presenter")
        #expect(modal.events == ["viewDidLoad", "viewWillAppear"], "Expected the modal to load and appear")
        #expect(SceneSnapshot.render(window) == "nav: Spy\nmodal: Spy", "Expected the modal line in the snapshot")
    }

    @Test @MainActor func dismiss_calledOnTheModal_removesItAndItDisappears() {
        let (window, root, navigation) = makeStack()
        let modal = LifecycleSpy()
        root.present(modal)

        modal.dismiss()

        #expect(navigation.presentedViewController == nil && modal.presentingViewController == nil,
                "Expected the presentation gone")
        #expect(modal.events.last == "viewDidDisappear", "Expected the modal to disappear")
        withExtendedLifetime(window) {}
    }

    @Test @MainActor func present_whileAModalIsShown_doesNothing() {
        let (window, root, navigation) = makeStack()
        let first = LifecycleSpy(), second = LifecycleSpy()
        root.present(first)

        root.present(second)

        #expect(navigation.presentedViewController === first && second.events.isEmpty,
                "Expected one modal at a time")
        withExtendedLifetime(window) {}
    }

    @Test @MainActor func tearDown_withAModalShown_dismissesAndFreesIt() {
        let (window, root, _) = makeStack()
        weak var weakModal: LifecycleSpy?
        do {
            let modal = LifecycleSpy()
            weakModal = modal
            root.present(modal)
        }

        window.tearDown()

        #expect(weakModal == nil, "Expected the modal freed with the scene")
    }

    @Test @MainActor func toast_fromAModal_isShownOverTheWindowOfItsPresenter() {
        let (window, root, _) = makeStack()
        let modal = LifecycleSpy()
        root.present(modal)

        modal.showToast("Saved")

        #expect(window.toasts == ["Saved"], "Expected the modal's toast in the window")
    }

    @MainActor private func makeStack() -> (Window, LifecycleSpy, NavigationController) {
        let window = Window(), root = LifecycleSpy()
        let navigation = NavigationController(rootViewController: root)
        window.makeKeyAndVisible(navigation)
        return (window, root, navigation)
    }
}

@Suite struct TextFieldTests {
    @Test @MainActor func type_showsTheTextThenRunsTheEditingActions() {
        let field = TextField()
        var seen: [String] = []
        field.addEditingAction { seen.append(field.text) }

        field.type("Hello")

        #expect(seen == ["Hello"], "Expected the action to see the typed text, found \(seen)")
    }

    @Test @MainActor func settingTextFromCode_tellsNobodyButCountsAsAPropertySet() {
        let field = TextField()
        var edits = 0
        field.addEditingAction { edits += 1 }

        let work = UIWork.measure { field.text = "Set by code" }

        #expect(edits == 0, "Expected no editing action for a set from code, as in UIKit")
        #expect(work == UIWork(propertySets: 1), "Expected one property set, found \(work)")
    }

    @Test @MainActor func addTarget_holdsItsTargetWeakly() {
        let field = TextField()
        weak var weakTarget: Counter?
        do {
            let target = Counter()
            weakTarget = target
            field.addTarget(target, action: Counter.increment)
        }
        field.type("x")
        #expect(weakTarget == nil, "Expected target–action not to keep the target alive")
    }

    @Test @MainActor func snapshot_showsThePlaceholderWhileEmpty() {
        let field = TextField(identifier: "title")
        field.placeholder = "Title"
        #expect(field.snapshotText == "[Title]", "Expected the placeholder in brackets")
        field.type("Typed")
        #expect(field.snapshotText == "Typed", "Expected the text once typed")
    }
}
