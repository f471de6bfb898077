// The DraftList router alone, on a real navigation controller: it pushes the draft's detail on the stack its view
// controller is on (a section embedded in the pushed container), and holds that view controller weakly.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct DraftListRouterTests {
    @Test @MainActor func openDraftDetail_pushesTheDraftsDetailOnItsViewControllersStack() {
        expectNoLeaks { tracker in
            let (section, navigator) = ViewController.sectionOnNavigationStack(tracker: tracker)
            let sut = makeSUT(viewController: section, tracker: tracker)

            sut.openDraftDetail(for: draft)

            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed")
            #expect((navigator.topViewController as? DraftDetailViewController)?.draft == draft,
                    "Expected the detail of that draft on top")
        }
    }

    /// A second open while the first detail covers the profile (a second tap on the row) pushes nothing.
    @Test @MainActor func openDraftDetail_whileItsDetailCoversTheProfile_pushesNoSecond() {
        expectNoLeaks { tracker in
            let (section, navigator) = ViewController.sectionOnNavigationStack(tracker: tracker)
            let sut = makeSUT(viewController: section, tracker: tracker)

            sut.openDraftDetail(for: draft)
            sut.openDraftDetail(for: draft)

            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed for two opens")
        }
    }

    /// Fails if the router held its view controller strongly (view controller → presenter → router → it: a cycle).
    @Test @MainActor func router_doesNotKeepItsViewControllerAlive() {
        let sut = DraftListRouter(api: MockProfileAPI())

        expectReferencedWeakly(
            ViewController(), as: "router's view controller", attach: { sut.viewController = $0 }, read: { sut.viewController })
    }
}

// MARK: - Helpers

private let draft = ProfileFixture.standard.drafts[0]

/// A router navigating from `viewController`, tracked for leaks.
@MainActor
private func makeSUT(viewController: ViewController, tracker: LeakTracker) -> DraftListRouter {
    let sut = DraftListRouter(api: MockProfileAPI())
    sut.viewController = viewController
    tracker.track(sut, as: "DraftListRouter")
    return sut
}
