// The DraftList router alone, on a real navigation controller: it pushes the draft's detail on the stack its view
// controller is on (a section embedded in the pushed container), and holds that view controller weakly.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

struct DraftListRouterTests {
    @Test @MainActor func openDraftDetail_pushesTheDraftsDetailOnItsViewControllersStack() {
        expectNoLeaks { tracker in
            let (sut, navigator, _) = makeSUT(tracker: tracker)

            sut.openDraftDetail(for: draft)

            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed")
            #expect((navigator.topViewController as? DraftDetailViewController)?.draft == draft,
                    "Expected the detail of that draft on top")
        }
    }

    /// Fails if the router held its view controller strongly (view controller → presenter → router → it: a cycle).
    @Test @MainActor func router_doesNotKeepItsViewControllerAlive() {
        let sut = DraftListRouter(api: MockProfileAPI())
        do {
            let section = ViewController()
            sut.viewController = section
            #expect(sut.viewController === section, "Expected the view controller set")
        }

        #expect(sut.viewController == nil, "Expected the router's view controller gone with its last owner")
    }
}

// MARK: - Helpers

private let draft = ProfileFixture.standard.drafts[0]

/// A router whose view controller is a section embedded in a container, the root of a navigation stack.
@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: DraftListRouter, navigator: NavigationController, section: ViewController) {
    let container = ViewController()
    let section = ViewController()
    container.embed(section)
    let navigator = NavigationController(rootViewController: container)
    let sut = DraftListRouter(api: MockProfileAPI())
    sut.viewController = section
    tracker.track(sut, as: "DraftListRouter", sourceLocation: sourceLocation)
    tracker.track(navigator, as: "NavigationController", sourceLocation: sourceLocation)
    tracker.track(section, as: "section ViewController", sourceLocation: sourceLocation)
    return (sut, navigator, section)
}
