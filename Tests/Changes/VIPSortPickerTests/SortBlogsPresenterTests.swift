// The SortBlogs presenter alone between spies: it shows the selected order and routes back.
import ProfileKit
import TestSupport
import Testing
@testable import VIPSortPicker

struct SortBlogsPresenterTests {
    @Test @MainActor func presenter_displaysTheOrderSelected() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, SortBlogsPresenter.self, tracker: tracker)

            module.presenter.present(response: SortBlogsResponse.order(.title))

            #expect(module.view.received(SortBlogsViewModel.self) == [.selected(.title)], "Expected the order selected")
        }
    }

    @Test(arguments: [SortBlogsResponse.picked, .cancelled])
    @MainActor func presenter_routesBack_dismissingThePresentedModule(_ response: SortBlogsResponse) throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, SortBlogsPresenter.self, tracker: tracker)
            let host = ViewController()
            let navigator = NavigationController(rootViewController: host)
            tracker.track(navigator, as: "NavigationController")
            host.present(module.view)

            module.presenter.present(response: response)

            #expect(navigator.presentedViewController == nil, "Expected the sort module dismissed")
        }
    }
}
