// The SortBlogs view alone between spies: it hands its interactor the order and the output its route brought, then the
// taps, and shows the selected order.
import ProfileKit
import TestSupport
import Testing
@testable import VIPSortPicker

struct SortBlogsViewTests {
    @Test @MainActor func view_handsTheRoutedOrderAndOutputOnWhenItLoads_thenSendsEachTap() throws {
        try expectNoLeaks { tracker in
            let output = SortOutputSpy()
            let module = try ModuleUnderTest(SortBlogsView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            module.view.show(route: module.presenter.router, userInfo: SortBlogsRoute(order: .title, output: output))
            #expect(module.interactor.requests.isEmpty, "Expected nothing asked before the view loads")
            module.view.loadViewIfNeeded()

            (module.view.visibleView(at: ProfileID.Sort.newest) as? Button)?.sendTap()
            (module.view.visibleView(at: ProfileID.Sort.title) as? Button)?.sendTap()
            (module.view.visibleView(at: ProfileID.Sort.cancel) as? Button)?.sendTap()

            #expect(module.interactor.received(SortBlogsRequest.self) == [
                .open(SortBlogsRoute(order: .title, output: output)), .pick(.newest), .pick(.title), .cancel,
            ], "Expected the route's order and output, then each order picked, then cancel")
        }
    }

    @Test @MainActor func view_displayingTheSelectedOrder_selectsItsButtonOnly() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(output: SortOutputSpy(), tracker: tracker)

            module.view.display(viewModel: SortBlogsViewModel.selected(.title))

            #expect(module.view.visibleText(at: ProfileID.Sort.title) == "\(BlogOrder.title.buttonTitle) [selected]",
                    "Expected the order's button selected")
            #expect(module.view.visibleText(at: ProfileID.Sort.newest) == BlogOrder.newest.buttonTitle,
                    "Expected the other order's button not selected")
        }
    }

    /// Fails if the sort view held the output its route brought strongly: a screen would keep another's module.
    @Test @MainActor func view_doesNotKeepTheRoutedOutputAlive() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(SortBlogsView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            weak var released: SortOutputSpy?
            do {
                let output = SortOutputSpy()
                module.view.show(route: module.presenter.router, userInfo: SortBlogsRoute(order: .newest, output: output))
                released = output
            }

            #expect(released == nil, "Expected the routed output referenced weakly, found it kept alive")
        }
    }
}

// MARK: - Helpers

/// The sort view, routed to with the newest order and `output` and loaded, between spies.
@MainActor
private func makeLoadedView(
    output: SortOutputSpy, tracker: LeakTracker
) throws -> ModuleUnderTest<SortBlogsView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(SortBlogsView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.show(route: module.presenter.router, userInfo: SortBlogsRoute(order: .newest, output: output))
    module.view.loadViewIfNeeded()
    return module
}
