// Tests of the sort screen's view model, with no view: the order it shows, its close event, and the closure through
// which the order picked goes back to the view model that opened it.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMAsyncSortPicker

@Suite(.drivenHere(.mvvmAsync)) struct SortBlogsViewModelTests {
    @Test(arguments: BlogOrder.allCases)
    @MainActor func state_isTheOrderItWasOpenedOn(_ order: BlogOrder) {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker, order: order)

            #expect(sut.state.value == order, "Expected \(order) shown selected")
        }
    }

    @Test @MainActor func didPick_handsTheOrderBackThenCloses() {
        expectNoLeaks { tracker in
            let (sut, outputs) = makeSUT(tracker)

            sut.didPick(.title)

            #expect(outputs.log == ["picked title", "close"], "Expected the order handed back, then the close event")
        }
    }

    @Test @MainActor func didTapCancel_closesAndHandsNothingBack() {
        expectNoLeaks { tracker in
            let (sut, outputs) = makeSUT(tracker)

            sut.didTapCancel()

            #expect(outputs.log == ["close"], "Expected the close event, nothing handed back")
        }
    }
}

// MARK: - Helpers

/// What a sort view model put out, in order: the orders it handed back and the events it sent.
@MainActor
private final class Outputs {
    var log: [String] = []
}

@MainActor
private func makeSUT(
    _ tracker: LeakTracker, order: BlogOrder = .newest
) -> (sut: SortBlogsViewModel, outputs: Outputs) {
    let outputs = Outputs()
    let sut = SortBlogsViewModel(order: order) { [weak outputs] order in outputs?.log.append("picked \(order)") }
    sut.events.bind { [weak outputs] event in outputs?.log.append("\(event)") }
    tracker.track(sut, as: "SortBlogsViewModel")
    return (sut, outputs)
}
