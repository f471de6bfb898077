// The Binder alone: it makes a module from the Unity registered under an identifier — its three classes instantiated
// through their metatypes — binds the three layers, and keeps none of what it made.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct BinderTests {
    @Test @MainActor func obtainView_makesTheThreeRegisteredClasses() throws {
        let binder = makeBinder()
        binder.addSpies(identifier: .blogDetail)

        let view = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier) as? ViewSpy,
                                "Expected the registered view class made")

        #expect(view.interactor is InteractorSpy, "Expected the registered interactor class made")
        #expect(view.interactor.presenter is PresenterSpy, "Expected the registered presenter class made")
    }

    @Test @MainActor func obtainView_bindsThePresentersWeakViewAndItsRouter() throws {
        let binder = makeBinder()
        binder.addSpies(identifier: .blogDetail)

        let view = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier))

        let presenter = view.interactor.presenter
        #expect(presenter.view === view, "Expected the presenter bound to the module's view")
        #expect(presenter.router.presenter === presenter, "Expected the presenter's router routing from it")
    }

    @Test @MainActor func obtainView_handsTheScenesServicesToTheInteractor() throws {
        let api = MockProfileAPI()
        let binder = makeBinder(api: api)
        binder.addSpies(identifier: .blogDetail)

        let interactor = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier)?.interactor
                                      as? InteractorSpy, "Expected the spy interactor")

        #expect(interactor.services.api as? MockProfileAPI === api, "Expected the scene's API")
        #expect(interactor.services.blogsWorker === binder.services.blogsWorker, "Expected the scene's one blogs worker")
    }

    @Test @MainActor func obtainView_makesANewModuleEachTime() throws {
        let binder = makeBinder()
        binder.addSpies(identifier: .blogDetail)

        let first = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier))
        let second = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier))

        #expect(first !== second && first.interactor !== second.interactor
                && first.interactor.presenter !== second.interactor.presenter,
                "Expected three new objects for each module obtained")
    }

    @Test @MainActor func obtainView_ofAnIdentifierNothingIsRegisteredUnder_isNil() {
        let binder = makeBinder()
        binder.addSpies(identifier: .blogDetail)

        #expect(binder.obtainView(identifier: ModuleID.composeDraft.identifier) == nil,
                "Expected no module for an identifier never registered")
    }

    /// Fails if the presenter held its view strongly: view → interactor → presenter → view, a cycle in every module.
    @Test @MainActor func boundPresenter_doesNotKeepItsViewAlive() throws {
        let binder = makeBinder()
        binder.addSpies(identifier: .blogDetail)
        weak var released: VIP.View?
        let presenter: Presenter
        do {
            let view = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier))
            presenter = view.interactor.presenter
            #expect(presenter.view === view, "Expected the presenter bound to its view")
            released = view
        }

        #expect(released == nil, "Expected the view referenced weakly, found it kept alive")
        #expect(presenter.view == nil, "Expected the reference nil once the view is gone")
    }

    /// Fails if the Binder, which every router keeps, kept a module it made: each would live as long as the scene.
    @Test @MainActor func binder_keepsNoModuleItMade() throws {
        let binder = makeBinder()
        binder.addSpies(identifier: .blogDetail)

        try expectNoLeaks { tracker in
            let view = try #require(binder.obtainView(identifier: ModuleID.blogDetail.identifier))
            tracker.track(view, as: "ViewSpy")
            tracker.track(view.interactor, as: "InteractorSpy")
            tracker.track(view.interactor.presenter, as: "PresenterSpy")
            tracker.track(view.interactor.presenter.router, as: "Router")
        }
        withExtendedLifetime(binder) {}
    }

    @Test @MainActor func theScenesRegistry_hasAUnityForEveryModuleIdentifier() {
        let binder = makeBinder()

        BinderHelper.initBinder(binder)

        let missing = ModuleID.allCases.filter { binder.obtainView(identifier: $0.identifier) == nil }
        #expect(missing.isEmpty, "Expected every module of the scene registered, missing \(missing)")
    }
}

// MARK: - Helpers

@MainActor
func makeBinder(api: MockProfileAPI = MockProfileAPI()) -> Binder {
    Binder(services: ModuleServices(
        api: api, userID: api.serverUser.id, blogsWorker: BlogsWorker(api: api, userID: api.serverUser.id)))
}
