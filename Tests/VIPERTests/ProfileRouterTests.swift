// Specification of the router alone: it pushes detail screens on its view controller's navigation stack,
// and does nothing once that view controller is gone.
import Foundation
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

@Suite struct ProfileRouterSpecification {
    @Test @MainActor func openBlogDetail_pushesBlogDetailOnTheScreensNavigationController() {
        let (sut, navigator) = makeSUT()

        sut.openBlogDetail(for: blog)

        #expect((navigator.topViewController as? BlogDetailViewController)?.blog == blog,
                "Expected a blog detail for that blog on top of the stack")
    }

    @Test @MainActor func openDraftDetail_pushesDraftDetailOnTheScreensNavigationController() {
        let (sut, navigator) = makeSUT()

        sut.openDraftDetail(for: draft)

        #expect((navigator.topViewController as? DraftDetailViewController)?.draft == draft,
                "Expected a draft detail for that draft on top of the stack")
    }

    @Test @MainActor func openBlogDetail_afterTheScreenIsGone_pushesNothing() {
        let (sut, navigator) = makeSUT()
        navigator.removeAllViewControllers()

        sut.openBlogDetail(for: blog)

        #expect(navigator.viewControllers.isEmpty, "Expected the router's weak view controller to be gone, and no push")
    }
}

// MARK: - Helpers

private let blog = Blog(id: 1, title: "Title", summary: "Summary", likeCount: 3, shareCount: 1)
private let draft = Draft(id: 2, title: "Draft", editedAt: Date(timeIntervalSince1970: 0))

/// A router attached to a screen that only its navigation controller owns.
@MainActor
private func makeSUT() -> (sut: ProfileRouter, navigator: NavigationController) {
    let navigator = NavigationController(rootViewController: ViewController())
    let sut = ProfileRouter()
    sut.viewController = navigator.topViewController
    return (sut, navigator)
}
