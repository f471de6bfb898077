// The BlogList router alone, on a real navigation controller: it assembles the blog's detail module, configures it and
// pushes it on the stack its view controller is on (a section embedded in the pushed container), and holds that view
// controller weakly.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

struct BlogListRouterTests {
    @Test @MainActor func openBlogDetail_pushesTheBlogsDetailModuleConfiguredWithTheBlog() throws {
        try expectNoLeaks { tracker in
            let (sut, navigator, _) = makeSUT(tracker: tracker)

            sut.openBlogDetail(blogID: blog.id)

            let detail = try #require(navigator.topViewController as? VIPER.BlogDetailViewController,
                                      "Expected the BlogDetail module's view controller pushed")
            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed")
            #expect(detail.visibleText(at: ProfileID.Detail.title) == blog.title, "Expected the detail of that blog")
            tracker.track(detail.output, as: "BlogDetailPresenter")
        }
    }

    /// Fails if the router held its view controller strongly (view controller → presenter → router → it: a cycle).
    @Test @MainActor func router_doesNotKeepItsViewControllerAlive() {
        let api = MockProfileAPI()
        let sut = BlogListRouter(dataManager: BlogsDataManager(api: api, userID: api.serverUser.id))
        do {
            let section = ViewController()
            sut.viewController = section
            #expect(sut.viewController === section, "Expected the view controller set")
        }

        #expect(sut.viewController == nil, "Expected the router's view controller gone with its last owner")
    }
}

// MARK: - Helpers

private let blog = ProfileFixture.standard.blogs[0]

/// A router whose view controller is a section embedded in a container, the root of a navigation stack.
@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListRouter, navigator: NavigationController, section: ViewController) {
    let container = ViewController()
    let section = ViewController()
    container.embed(section)
    let navigator = NavigationController(rootViewController: container)
    let api = MockProfileAPI()
    let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
    dataManager.loadBlogs()
    let sut = BlogListRouter(dataManager: dataManager)
    sut.viewController = section
    tracker.track(sut, as: "BlogListRouter", sourceLocation: sourceLocation)
    tracker.track(navigator, as: "NavigationController", sourceLocation: sourceLocation)
    tracker.track(section, as: "section ViewController", sourceLocation: sourceLocation)
    return (sut, navigator, section)
}
