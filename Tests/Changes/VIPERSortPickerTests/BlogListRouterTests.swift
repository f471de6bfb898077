// The BlogList router alone, on a real navigation controller: it assembles the blog's detail module, configures it and
// pushes it on the stack its view controller is on, and holds that view controller weakly.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERSortPicker

struct BlogListRouterTests {
    @Test @MainActor func openBlogDetail_pushesTheBlogsDetailModuleConfiguredWithTheBlog() throws {
        try expectNoLeaks { tracker in
            let (section, navigator) = ViewController.sectionOnNavigationStack(tracker: tracker)
            let sut = makeSUT(viewController: section, tracker: tracker)

            sut.openBlogDetail(blogID: blog.id)

            let detail = try #require(navigator.topViewController as? VIPERSortPicker.BlogDetailViewController,
                                      "Expected the BlogDetail module's view controller pushed")
            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed")
            #expect(detail.visibleText(at: ProfileID.Detail.title) == blog.title, "Expected the detail of that blog")
            tracker.track(detail.output, as: "BlogDetailPresenter")
        }
    }

    /// A second open while the first detail covers the profile (a second tap on the row) pushes nothing.
    @Test @MainActor func openBlogDetail_whileItsDetailCoversTheProfile_pushesNoSecond() {
        expectNoLeaks { tracker in
            let (section, navigator) = ViewController.sectionOnNavigationStack(tracker: tracker)
            let sut = makeSUT(viewController: section, tracker: tracker)

            sut.openBlogDetail(blogID: blog.id)
            sut.openBlogDetail(blogID: blog.id)

            #expect(navigator.viewControllers.count == 2, "Expected one screen pushed for two opens")
        }
    }

    @Test @MainActor func openSortBlogs_presentsTheSortModuleShowingTheOrder() throws {
        try expectNoLeaks { tracker in
            let (section, navigator) = ViewController.sectionOnNavigationStack(tracker: tracker)
            let sut = makeSUT(viewController: section, tracker: tracker)
            let output = SortBlogsModuleOutputSpy()

            sut.openSortBlogs(order: .title, output: output)

            let sort = try #require(navigator.presentedViewController as? SortBlogsViewController,
                                    "Expected the SortBlogs module's view controller presented")
            #expect(sort.visibleText(at: ProfileID.Sort.title) == "\(BlogOrder.title.buttonTitle) [selected]",
                    "Expected the order it was opened on selected")
            tracker.track(sort.output, as: "SortBlogsPresenter")
        }
    }

    /// Fails if the router held its view controller strongly (view controller → presenter → router → it: a cycle).
    @Test @MainActor func router_doesNotKeepItsViewControllerAlive() {
        let api = MockProfileAPI()
        let sut = BlogListRouter(dataManager: BlogsDataManager(api: api, userID: api.serverUser.id))

        expectReferencedWeakly(
            ViewController(), as: "router's view controller", attach: { sut.viewController = $0 }, read: { sut.viewController })
    }
}

// MARK: - Helpers

private let blog = ProfileFixture.standard.blogs[0]

/// A router navigating from `viewController` over a data manager holding the standard blogs, tracked for leaks.
@MainActor
private func makeSUT(viewController: ViewController, tracker: LeakTracker) -> BlogListRouter {
    let api = MockProfileAPI()
    let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
    dataManager.loadBlogs()
    let sut = BlogListRouter(dataManager: dataManager)
    sut.viewController = viewController
    tracker.track(sut, as: "BlogListRouter")
    return sut
}
