// Tests of the sort screen's presenter: against a view spy and an output spy, with no view controller and no list.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPSortPicker

/// Shows the blogs' order once, hands the picked order or Cancel to the output (docs/CHANGING.md, 3).
@Suite struct SortBlogsPresenterTests {
    @Test @MainActor func didLoadView_showsTheOrderTheBlogsAreInOnce() {
        expectNoLeaks { tracker in
            let (sut, view, output) = makeSUT(tracker, order: .title)

            sut.didLoadView()

            #expect(view.shownSelected == [.title], "Expected the current order shown selected, once")
            #expect(output.messages.isEmpty, "Expected nothing handed back for showing the screen")
        }
    }

    @Test @MainActor func didPick_handsTheOrderToTheOutput() {
        expectNoLeaks { tracker in
            let (sut, view, output) = makeSUT(tracker, order: .newest)

            sut.didPick(.title)

            #expect(output.messages == [.didPick(.title)], "Expected the picked order handed back")
            #expect(view.shownSelected.isEmpty, "Expected the screen to show nothing itself: the list decides")
        }
    }

    @Test @MainActor func didPickTheOrderAlreadyShown_stillHandsItBack() {
        expectNoLeaks { tracker in
            let (sut, _, output) = makeSUT(tracker, order: .newest)

            sut.didPick(.newest)

            #expect(output.messages == [.didPick(.newest)], "Expected the list, not the screen, to decide it changes nothing")
        }
    }

    @Test @MainActor func cancel_isTheOutputsToHandle() {
        expectNoLeaks { tracker in
            let (sut, _, output) = makeSUT(tracker, order: .newest)

            sut.didTapCancel()

            #expect(output.messages == [.didCancel], "Expected Cancel reported")
        }
    }

    @Test @MainActor func presenter_doesNotKeepItsViewOrOutputAlive() {
        weak var releasedView: SortBlogsViewSpy?
        weak var releasedOutput: SortBlogsOutputSpy?
        let sut: SortBlogsPresenter = {
            let view = SortBlogsViewSpy(), output = SortBlogsOutputSpy()
            releasedView = view
            releasedOutput = output
            let sut = SortBlogsPresenter(order: .newest, output: output)
            sut.view = view
            return sut
        }()

        #expect(releasedView == nil && releasedOutput == nil, "Expected the view and the output referenced weakly")
        sut.didPick(.title)  // nobody to tell, nothing to crash
    }
}

// MARK: - Helpers

extension SortBlogsPresenterTests {
    /// A sort presenter on `order` with a view spy and an output spy; tracked for leaks.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, order: BlogOrder
    ) -> (sut: SortBlogsPresenter, view: SortBlogsViewSpy, output: SortBlogsOutputSpy) {
        let view = SortBlogsViewSpy(), output = SortBlogsOutputSpy()
        let sut = SortBlogsPresenter(order: order, output: output)
        sut.view = view
        tracker.track(sut, as: "SortBlogsPresenter")
        return (sut, view, output)
    }
}
