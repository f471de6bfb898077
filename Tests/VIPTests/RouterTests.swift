// The Router alone, between spies registered in a real Binder: each route obtains the module registered under its
// identifier at the moment it routes, hands it `userInfo` and shows it where the route says; `back` undoes a push or a
// modal; the router holds its presenter weakly.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct RouterTests {
    @Test @MainActor func push_obtainsTheModuleByIdentifier_handsItTheUserInfo_andPushesIt() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)

            from.presenter.router.route(type: .push(identifier: ModuleID.blogDetail.identifier), userInfo: "the blog")

            let pushed = try #require(navigator.topViewController as? ViewSpy, "Expected the module registered there pushed")
            #expect(pushed.userInfos.map { $0 as? String } == ["the blog"], "Expected the userInfo handed over once")
            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed")
        }
    }

    /// A second push while the first screen covers the presenter's view (a second tap on a row) obtains and pushes
    /// nothing.
    @Test @MainActor func push_whileAPushedScreenCoversThePresentersView_obtainsAndPushesNothing() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)
            let route = RouteType.push(identifier: ModuleID.blogDetail.identifier)
            from.presenter.router.route(type: route, userInfo: nil)

            let second = from.presenter.router.route(type: route, userInfo: nil)

            #expect(second == nil, "Expected no module obtained for the second push")
            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed for two")
        }
    }

    @Test @MainActor func pushOfAScreenWithoutAModule_whileAPushedScreenCoversThePresentersView_pushesNothing() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)
            from.presenter.router.push(ViewController())

            from.presenter.router.push(ViewController())

            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed for two")
        }
    }

    @Test @MainActor func modal_presentsTheModuleOverThePresentersView() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)

            from.presenter.router.route(type: .modal(identifier: ModuleID.composeDraft.identifier), userInfo: nil)

            #expect(navigator.presentedViewController is ViewSpy, "Expected the module presented modally")
            #expect(navigator.viewControllers.count == 1, "Expected nothing pushed")
        }
    }

    @Test @MainActor func embed_makesTheModuleAChildOfThePresentersView() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(
                ViewSpy.self, InteractorSpy.self, PresenterSpy.self, register: { $0.addSpies(identifier: .userInfo) },
                tracker: tracker)

            module.presenter.router.route(type: .embed(identifier: ModuleID.userInfo.identifier), userInfo: nil)

            #expect(module.view.children.count == 1 && module.view.children.first is ViewSpy,
                    "Expected the module embedded as the view's child")
        }
    }

    @Test @MainActor func back_fromAPresentedModule_dismissesIt() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)
            from.presenter.router.route(type: .modal(identifier: ModuleID.composeDraft.identifier), userInfo: nil)
            let presented = try #require(navigator.presentedViewController as? ViewSpy, "Expected the modal")

            presented.interactor.presenter.router.route(type: .back, userInfo: nil)

            #expect(navigator.presentedViewController == nil, "Expected the modal dismissed")
        }
    }

    @Test @MainActor func back_fromAPushedModule_popsIt() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)
            from.presenter.router.route(type: .push(identifier: ModuleID.blogDetail.identifier), userInfo: nil)
            let pushed = try #require(navigator.topViewController as? ViewSpy, "Expected the pushed module")

            pushed.interactor.presenter.router.route(type: .back, userInfo: nil)

            #expect(navigator.viewControllers.count == 1, "Expected the module popped")
        }
    }

    @Test @MainActor func pushOfAScreenWithoutAModule_pushesItAsItIs() throws {
        try expectNoLeaks { tracker in
            let (from, navigator) = try makeSectionOnStack(tracker: tracker)
            let screen = ViewController()

            from.presenter.router.push(screen)

            #expect(navigator.topViewController === screen, "Expected the screen pushed")
        }
    }

    /// Fails if the router held its presenter strongly: the presenter owns it, so the two would keep each other — the
    /// strong `Router.presenter` of article 000, the leaky variant `vip-strong-router`.
    @Test @MainActor func router_doesNotKeepItsPresenterAlive() {
        let binder = makeBinder()
        weak var released: PresenterSpy?
        let router: Router
        do {
            let presenter = PresenterSpy()
            router = Router(presenter: presenter, binder: binder)
            #expect(router.presenter === presenter, "Expected the router routing from its presenter")
            released = presenter
        }

        #expect(released == nil, "Expected the presenter referenced weakly, found it kept alive")
        #expect(router.presenter == nil, "Expected the reference nil once the presenter is gone")
    }
}

// MARK: - Helpers

/// A module of spies embedded, as the profile's sections are, in a container at the root of a navigation stack, with
/// spies registered under the detail's and the compose screen's identifiers.
@MainActor
private func makeSectionOnStack(
    tracker: LeakTracker
) throws -> (ModuleUnderTest<ViewSpy, InteractorSpy, PresenterSpy>, NavigationController) {
    let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, PresenterSpy.self, register: { binder in
        binder.addSpies(identifier: .blogDetail)
        binder.addSpies(identifier: .composeDraft)
    }, tracker: tracker)
    let container = ViewController()
    container.embed(module.view)
    let navigator = NavigationController(rootViewController: container)
    tracker.track(navigator, as: "NavigationController")
    return (module, navigator)
}
