// The BlogDetail module's wiring and ownership: its view controller keeps it alive, the shared data manager does not,
// so popping the detail frees it while the scene (and the data manager) lives on.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct BlogDetailAssemblyTests {
    @Test @MainActor func makeModule_setsEveryWeakBackReference() throws {
        let (module, _) = makeModule()
        let view = try #require(module.viewController as? BlogDetailViewController, "Expected the module's view")
        let presenter = try #require(view.output as? BlogDetailPresenter, "Expected view → presenter")
        let interactor = try #require(presenter.interactor as? BlogDetailInteractor, "Expected presenter → interactor")

        #expect(presenter.view === view, "Expected presenter ⇢ its view")
        #expect(interactor.output === presenter, "Expected interactor ⇢ its presenter")
        #expect(module.input === presenter, "Expected the module input to be the presenter")
    }

    /// Fails if the data manager held its outputs strongly: the detail would live as long as the scene.
    @Test @MainActor func module_isFreedWithItsViewControllerWhileTheDataManagerLives() {
        let api = MockProfileAPI()
        let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
        weak var view: ViewController?
        weak var presenter: BlogDetailPresenter?
        weak var interactor: BlogDetailInteractor?
        do {
            let module = BlogDetailAssembly.makeModule(dataManager: dataManager)
            view = module.viewController
            presenter = (module.viewController as? BlogDetailViewController)?.output as? BlogDetailPresenter
            interactor = presenter?.interactor as? BlogDetailInteractor
            #expect(view != nil && presenter != nil && interactor != nil, "Expected the module alive with its view")
        }

        #expect(view == nil && presenter == nil && interactor == nil,
                "Expected the view controller, presenter and interactor freed with the screen")
        withExtendedLifetime(dataManager) {}
    }
}

// MARK: - Helpers

@MainActor
private func makeModule() -> (
    module: (viewController: ViewController, input: any BlogDetailModuleInput), dataManager: BlogsDataManager
) {
    let api = MockProfileAPI()
    let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
    dataManager.loadBlogs()
    let module = BlogDetailAssembly.makeModule(dataManager: dataManager)
    module.input.configure(blogID: api.serverBlogs[0].id)
    return (module, dataManager)
}
