// Tests of the sort screen's controller through its view, with a delegate spy: it shows the list's order selected once,
// hands the order picked to its delegate, and leaves Cancel to it, which it holds weakly.
@testable import MVCSortPicker
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct SortBlogsViewControllerTests {
    @Test @MainActor func viewLoad_showsTheListsOrderSelectedOnce() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker, order: .title)

            let work = UIWork.measure { sut.loadViewIfNeeded() }

            #expect(sut.visibleText(at: ProfileID.Sort.title) == "By title [selected]", "Expected the list's order selected")
            #expect(sut.visibleText(at: ProfileID.Sort.newest) == "Newest first", "Expected the other order not selected")
            #expect(work == UIWork(propertySets: 5, viewTreeChanges: 3),
                    "Expected the view built once and each order's button marked once, found \(work)")
        }
    }

    @Test @MainActor func pickingAnOrder_handsItToTheDelegate() {
        expectNoLeaks { tracker in
            let (sut, delegate) = makeSUT(tracker, order: .newest)
            sut.loadViewIfNeeded()

            tap(ProfileID.Sort.title, in: sut)

            #expect(delegate.events == ["picked title"], "Expected the order picked handed to the delegate")
        }
    }

    @Test @MainActor func cancel_isTheDelegatesToHandle() {
        expectNoLeaks { tracker in
            let (sut, delegate) = makeSUT(tracker, order: .newest)
            sut.loadViewIfNeeded()

            tap(ProfileID.Sort.cancel, in: sut)

            #expect(delegate.events == ["cancelled"], "Expected Cancel reported")
        }
    }

    @Test @MainActor func controller_doesNotKeepItsDelegateAlive() {
        let sut = SortBlogsViewController(order: .newest)

        expectReferencedWeakly(
            DelegateSpy(), as: "sort screen's delegate", attach: { sut.delegate = $0 }, read: { sut.delegate as? DelegateSpy })
    }
}

// MARK: - Helpers

@MainActor
private final class DelegateSpy: SortBlogsViewControllerDelegate {
    var events: [String] = []
    func sortBlogsViewController(_ controller: SortBlogsViewController, didPick order: BlogOrder) {
        events.append("picked \(order)")
    }
    func sortBlogsViewControllerDidCancel(_ controller: SortBlogsViewController) { events.append("cancelled") }
}

@MainActor
private func makeSUT(_ tracker: LeakTracker, order: BlogOrder) -> (sut: SortBlogsViewController, delegate: DelegateSpy) {
    let sut = SortBlogsViewController(order: order)
    let delegate = DelegateSpy()
    sut.delegate = delegate
    tracker.track(sut, as: "SortBlogsViewController")
    return (sut, delegate)
}

@MainActor
private func tap(_ path: String, in controller: ViewController) {
    (controller.visibleView(at: path) as? Button)?.sendTap()
}
