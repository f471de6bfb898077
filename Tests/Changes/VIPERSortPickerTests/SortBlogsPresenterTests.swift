// The SortBlogs presenter alone, between spies: the section's order shown once the view loads, a picked order handed to
// the module output and the module closed, Cancel closing and handing back nothing.
import ProfileKit
import TestSupport
import Testing
@testable import VIPERSortPicker

struct SortBlogsPresenterTests {
    @Test @MainActor func didLoadView_showsTheOrderItWasOpenedOn() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(order: .title, tracker: tracker)

            sut.didLoadView()

            #expect(spies.view.selectedOrders == [.title], "Expected the section's order shown selected, once")
        }
    }

    @Test @MainActor func didTapOrder_handsItToTheModuleOutputAndCloses() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(order: .newest, tracker: tracker)

            sut.didTapOrder(.title)

            #expect(spies.output.pickedOrders == [.title] && spies.router.closeCount == 1,
                    "Expected the order handed back and the module closed")
        }
    }

    @Test @MainActor func didTapCancel_closesTheModuleAndHandsNothingBack() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(order: .newest, tracker: tracker)

            sut.didTapCancel()

            #expect(spies.router.closeCount == 1 && spies.output.pickedOrders.isEmpty,
                    "Expected the module closed, no order handed back")
        }
    }

    /// Fails if the presenter held its module output strongly: the BlogList presenter would be kept by its child.
    @Test @MainActor func presenter_doesNotKeepItsModuleOutputAlive() {
        weak var releasedOutput: SortBlogsModuleOutputSpy?
        let sut: SortBlogsPresenter = {
            let output = SortBlogsModuleOutputSpy()
            releasedOutput = output
            return SortBlogsPresenter(order: .newest, router: SortBlogsRouterSpy(), moduleOutput: output)
        }()

        #expect(releasedOutput == nil, "Expected the module output referenced weakly")
        sut.didTapOrder(.title)
    }
}

// MARK: - Helpers

private struct Spies {
    let view: SortBlogsViewSpy
    let router: SortBlogsRouterSpy
    let output: SortBlogsModuleOutputSpy
}

@MainActor
private func makeSUT(
    order: BlogOrder, tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: SortBlogsPresenter, spies: Spies) {
    let spies = Spies(view: SortBlogsViewSpy(), router: SortBlogsRouterSpy(), output: SortBlogsModuleOutputSpy())
    let sut = SortBlogsPresenter(order: order, router: spies.router, moduleOutput: spies.output)
    sut.view = spies.view
    tracker.track(sut, as: "SortBlogsPresenter", sourceLocation: sourceLocation)
    return (sut, spies)
}
