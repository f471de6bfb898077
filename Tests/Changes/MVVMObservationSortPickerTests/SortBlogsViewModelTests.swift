// Tests of the sort screen's view model, with no view: the order it shows, the order picked handed back through its
// closure, and the close event.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservationSortPicker

@Suite struct SortBlogsViewModelTests {
    @Test(arguments: BlogOrder.allCases)
    @MainActor func order_isTheOneItWasOpenedOn(_ order: BlogOrder) {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker, order: order)

            #expect(sut.order == order, "Expected \(order) shown selected")
        }
    }

    @Test @MainActor func didPick_handsTheOrderBackThenCloses() {
        expectNoLeaks { tracker in
            let (sut, outputs) = makeSUT(tracker)
            sut.onEvent = { [outputs] event in outputs.log.append("\(event)") }

            sut.didPick(.title)

            #expect(outputs.log == ["picked title", "close"],
                    "Expected the order handed back, then close; found \(outputs.log)")
        }
    }

    @Test @MainActor func didTapCancel_closesAndHandsNothingBack() {
        expectNoLeaks { tracker in
            let (sut, outputs) = makeSUT(tracker)
            sut.onEvent = { [outputs] event in outputs.log.append("\(event)") }

            sut.didTapCancel()

            #expect(outputs.log == ["close"], "Expected close alone, nothing handed back; found \(outputs.log)")
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker, order: BlogOrder = .newest) -> (sut: SortBlogsViewModel, outputs: Outputs) {
        let outputs = Outputs()
        let sut = SortBlogsViewModel(order: order) { [outputs] order in outputs.log.append("picked \(order)") }
        tracker.track(sut, as: "SortBlogsViewModel")
        return (sut, outputs)
    }
}

/// What the sort view model put out, in order: the orders it handed back and the events it sent.
@MainActor private final class Outputs {
    var log: [String] = []
}
