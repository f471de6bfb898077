// The SortBlogs interactor alone between spies: it shows the order its route brought and hands the order picked to the
// output it was opened with.
import ProfileKit
import TestSupport
import Testing
@testable import VIPSortPicker

struct SortBlogsInteractorTests {
    @Test @MainActor func interactor_open_handsTheRoutedOrderOverToShowSelected() throws {
        try expectNoLeaks { tracker in
            let (module, _) = try makeOpenedInteractor(order: .title, tracker: tracker)

            #expect(module.presenter.received(SortBlogsResponse.self) == [.order(.title)], "Expected the order handed over")
        }
    }

    @Test @MainActor func interactor_pick_handsTheOrderToTheOutputThenCloses() throws {
        try expectNoLeaks { tracker in
            let (module, output) = try makeOpenedInteractor(order: .newest, tracker: tracker)
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: SortBlogsRequest.pick(.title))

            #expect(output.picked == [.title], "Expected the order handed to the output")
            #expect(module.presenter.received(SortBlogsResponse.self) == [.picked], "Expected the module closed")
        }
    }

    @Test @MainActor func interactor_cancel_closesAndHandsNothingToTheOutput() throws {
        try expectNoLeaks { tracker in
            let (module, output) = try makeOpenedInteractor(order: .newest, tracker: tracker)
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: SortBlogsRequest.cancel)

            #expect(output.picked.isEmpty, "Expected nothing handed to the output")
            #expect(module.presenter.received(SortBlogsResponse.self) == [.cancelled], "Expected the module closed")
        }
    }

    /// Fails if the sort module held its output strongly: the blogs section would live as long as a sort screen.
    @Test @MainActor func interactor_doesNotKeepItsOutputAlive() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, SortBlogsInteractor.self, PresenterSpy.self, tracker: tracker)
            weak var released: SortOutputSpy?
            do {
                let output = SortOutputSpy()
                module.interactor.refresh(request: SortBlogsRequest.open(SortBlogsRoute(order: .newest, output: output)))
                released = output
            }

            #expect(released == nil, "Expected the output referenced weakly, found it kept alive")
        }
    }
}

// MARK: - Helpers

/// The sort interactor, opened on `order` with an output spy the caller keeps.
@MainActor
private func makeOpenedInteractor(
    order: BlogOrder, tracker: LeakTracker
) throws -> (ModuleUnderTest<ViewSpy, SortBlogsInteractor, PresenterSpy>, SortOutputSpy) {
    let module = try ModuleUnderTest(ViewSpy.self, SortBlogsInteractor.self, PresenterSpy.self, tracker: tracker)
    let output = SortOutputSpy()
    module.interactor.refresh(request: SortBlogsRequest.open(SortBlogsRoute(order: order, output: output)))
    return (module, output)
}
