// Specification of who owns whom in the VIPER module: the assembly's weak wiring, release on teardown
// (also with a like in flight), and the module living exactly as long as its view controller.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

@Suite struct ProfileModuleOwnershipSpecification {
    @Test @MainActor func assembly_wiresEveryWeakBackReference() {
        let screen = ProfileAssembly.makeModule(api: MockProfileAPI(scheduling: .queued), userID: 42)
        let module = roles(of: screen)

        #expect(module.presenter?.view === screen, "Expected presenter ⇢ view set by the assembly")
        #expect(module.interactor?.output === module.presenter, "Expected interactor ⇢ presenter set by the assembly")
        #expect(module.router?.viewController === screen, "Expected router ⇢ view controller set by the assembly")
    }

    @Test @MainActor func tearDown_releasesViewPresenterInteractorAndRouter() {
        expectNoLeaks { tracker in
            let driver = makeDriver(scheduling: .immediate)
            track(roles(of: driver.topViewController), with: tracker)

            driver.tearDown()
        }
    }

    @Test @MainActor func tearDown_withALikeInFlight_releasesTheModuleAndDropsTheLateResponse() throws {
        try expectNoLeaks { tracker in
            let driver = makeDriver(scheduling: .queued)
            driver.deliverAllResponses()
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            track(roles(of: driver.topViewController), with: tracker)
            let toastsBeforeTeardown = driver.window.toastCount

            driver.tearDown()
            #expect(tracker.survivors.isEmpty, "Expected the module released while its like is still in flight")
            driver.deliverAllResponses()

            #expect(driver.api.requestCounts.like == 1, "Expected the like to have been in flight")
            #expect(driver.window.toastCount == toastsBeforeTeardown, "Expected no toast from a late response")
        }
    }

    /// If view → presenter were weak too (both-weak bug), nothing would own the presenter once the
    /// assembly returns: taps would reach nobody.
    @Test @MainActor func module_staysAliveWhileItsViewControllerIsAlive() {
        let api = MockProfileAPI(scheduling: .immediate)
        let screen = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
        screen.loadViewIfNeeded()

        (view(at: ProfileID.refresh, in: screen) as? Button)?.sendTap()
        (view(at: ProfileID.blogLikePath(row: 0), in: screen) as? Button)?.sendTap()

        #expect(api.requestCounts.user == 2, "Expected presenter and interactor alive to answer the refresh tap")
        #expect(api.requestCounts.like == 1, "Expected presenter and interactor alive to answer the like tap")
        #expect(view(at: ProfileID.blogLikePath(row: 0), in: screen)?.snapshotText == "♥ 313 [selected]",
                "Expected the presenter to reach the view it is weakly attached to")
    }

    @Test @MainActor func makeScene_doesNotHoldTheNavigationController() {
        expectNoLeaks { tracker in
            let api = MockProfileAPI(scheduling: .immediate)
            let screen: ViewController
            do {
                let navigator = NavigationController()
                screen = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
                navigator.pushViewController(screen)
                tracker.track(navigator, as: "NavigationController")
            }

            #expect(tracker.survivors.isEmpty, "Expected the scene to hold its navigation controller weakly at most")
            withExtendedLifetime(screen) {}
        }
    }
}

// MARK: - Helpers

/// The VIPER scene in a window, driven through its UI like every other pattern.
@MainActor
private func makeDriver(scheduling: MockProfileAPI.Scheduling) -> SceneDriver {
    SceneDriver(composer: ProfileComposer.self, api: MockProfileAPI(fixture: .standard, scheduling: scheduling))
}

/// The module's four roles, reached from its view controller along the strong references only.
@MainActor
private func roles(of screen: ViewController?) -> (
    view: ProfileViewController?, presenter: ProfilePresenter?, interactor: ProfileInteractor?, router: ProfileRouter?
) {
    let view = screen as? ProfileViewController
    let presenter = view?.output as? ProfilePresenter
    return (view, presenter, presenter?.interactor as? ProfileInteractor, presenter?.router as? ProfileRouter)
}

@MainActor
private func track(
    _ module: (view: ProfileViewController?, presenter: ProfilePresenter?, interactor: ProfileInteractor?,
               router: ProfileRouter?),
    with tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) {
    tracker.track(module.view, as: "ProfileViewController", sourceLocation: sourceLocation)
    tracker.track(module.presenter, as: "ProfilePresenter", sourceLocation: sourceLocation)
    tracker.track(module.interactor, as: "ProfileInteractor", sourceLocation: sourceLocation)
    tracker.track(module.router, as: "ProfileRouter", sourceLocation: sourceLocation)
}

@MainActor
private func view(at path: String, in screen: ViewController) -> View? {
    SceneSnapshot.visibleViews(in: screen.view).first { $0.path == path }?.view
}
