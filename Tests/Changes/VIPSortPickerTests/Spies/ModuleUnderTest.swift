// Test helper: one module made by a real Binder from a Unity that mixes the role under test with spies of the other
// two, on its own mock API and blogs worker. Holds the module's three roles strongly for the test.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPSortPicker

/// A module whose roles are the given classes: the role under test among spies, bound exactly as the scene binds it.
@MainActor
struct ModuleUnderTest<ViewType: VIPSortPicker.View, InteractorType: Interactor, PresenterType: Presenter> {
    static var identifier: String { "module under test" }

    let view: ViewType
    let interactor: InteractorType
    let presenter: PresenterType
    let binder: Binder
    let api: MockProfileAPI

    var worker: BlogsWorker { binder.services.blogsWorker }

    /// Registers the triple (and whatever `register` adds, such as spies under the scene's identifiers), obtains the
    /// module and tracks its roles, its router and its binder for leaks.
    init(
        _ viewType: ViewType.Type, _ interactorType: InteractorType.Type, _ presenterType: PresenterType.Type,
        api: MockProfileAPI = MockProfileAPI(fixture: .standard, scheduling: .queued),
        register: (Binder) -> Void = { _ in }, tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let binder = Binder(services: ModuleServices(
            api: api, userID: api.serverUser.id, blogsWorker: BlogsWorker(api: api, userID: api.serverUser.id)))
        binder.addUnity(Unity(view: viewType, interactor: interactorType, presenter: presenterType),
                        identifier: Self.identifier)
        register(binder)
        let view = try #require(binder.obtainView(identifier: Self.identifier) as? ViewType,
                                "Expected the module's view", sourceLocation: sourceLocation)
        self.view = view
        interactor = try #require(view.interactor as? InteractorType, "Expected the module's interactor",
                                  sourceLocation: sourceLocation)
        presenter = try #require(view.interactor.presenter as? PresenterType, "Expected the module's presenter",
                                 sourceLocation: sourceLocation)
        self.binder = binder
        self.api = api
        for (object, role) in [(view, "view"), (interactor, "interactor"), (presenter, "presenter"),
                               (presenter.router, "router"), (binder, "binder")] as [(AnyObject, String)] {
            tracker.track(object, as: "\(type(of: object)) (\(role))", sourceLocation: sourceLocation)
        }
    }
}

extension Binder {
    /// Registers spies under `identifier`: what a route to it makes can be read back as a `ViewSpy`.
    func addSpies(identifier: ModuleID) {
        addUnity(Unity(view: ViewSpy.self, interactor: InteractorSpy.self, presenter: PresenterSpy.self),
                 identifier: identifier.identifier)
    }
}
