// The BlogList router alone, on a real navigation controller: it pushes the blog's detail on the stack its view
// controller is on (a section embedded in the pushed container), and holds that view controller weakly.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

struct BlogListRouterTests {
    @Test @MainActor func openBlogDetail_pushesTheBlogsDetailOnItsViewControllersStack() {
        expectNoLeaks { tracker in
            let (section, navigator) = ViewController.sectionOnNavigationStack(tracker: tracker)
            let sut = makeSUT(viewController: section, tracker: tracker)

            sut.openBlogDetail(for: blog)

            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed")
            #expect((navigator.topViewController as? BlogDetailViewController)?.blog == blog,
                    "Expected the detail of that blog on top")
        }
    }

    /// Fails if the router held its view controller strongly (view controller → presenter → router → it: a cycle).
    @Test @MainActor func router_doesNotKeepItsViewControllerAlive() {
        let sut = BlogListRouter()

        expectReferencedWeakly(
            ViewController(), as: "router's view controller", attach: { sut.viewController = $0 }, read: { sut.viewController })
    }
}

// MARK: - Helpers

private let blog = ProfileFixture.standard.blogs[0]

/// A router navigating from `viewController`, tracked for leaks.
@MainActor
private func makeSUT(viewController: ViewController, tracker: LeakTracker) -> BlogListRouter {
    let sut = BlogListRouter()
    sut.viewController = viewController
    tracker.track(sut, as: "BlogListRouter")
    return sut
}
