// The BlogList presenter alone between spies: it formats, and routes a selection to the BlogDetail module and Sort to
// the SortBlogs module by identifier.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPSortPicker

struct BlogListPresenterTests {
    @Test @MainActor func presenter_displaysTheBlogsAsRowsFormatted() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogListPresenter.self, tracker: tracker)

            module.presenter.present(response: BlogListResponse.blogs(blogs))

            #expect(module.view.received(BlogListViewModel.self) == [.rows(rows)], "Expected one row per blog")
            #expect(rows[0].likeTitle == "♥ 312" && rows[0].shareText == "↗ 48", "Expected ProfileText's formats")
        }
    }

    @Test @MainActor func presenter_displaysEachOutcomeOfALike() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogListPresenter.self, tracker: tracker)
            let liked = blogs[0].mergingPendingLike(isPending: true)

            module.presenter.present(response: BlogListResponse.blogChanged(liked))
            module.presenter.present(response: BlogListResponse.likeFailure(.offline))
            module.presenter.present(response: BlogListResponse.alreadyLiked)

            #expect(module.view.received(BlogListViewModel.self) == [
                .row(DisplayedBlog(liked)), .toast(APIError.offline.message), .toast(ProfileText.alreadyLiked),
            ], "Expected the row, the error's toast, the already-liked toast")
        }
    }

    @Test @MainActor func presenter_displaysArrangedBlogsAsArrangedRowsFormatted() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogListPresenter.self, tracker: tracker)
            let arranged = BlogOrder.title.arrange(blogs)

            module.presenter.present(response: BlogListResponse.arranged(arranged))

            #expect(module.view.received(BlogListViewModel.self) == [.arrangedRows(arranged.map(DisplayedBlog.init))],
                    "Expected one row per blog, in the order given")
        }
    }

    @Test @MainActor func presenter_displaysAFailureAsTheSectionsError() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogListPresenter.self, tracker: tracker)

            module.presenter.present(response: BlogListResponse.blogsFailure(.offline))

            #expect(module.view.received(BlogListViewModel.self) == [.error(ProfileText.sectionError(.blogs, .offline))],
                    "Expected the section's error")
        }
    }

    @Test @MainActor func presenter_routesASelectedBlogToTheBlogDetailModuleWithTheBlog() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogListPresenter.self,
                                             register: { $0.addSpies(identifier: .blogDetail) }, tracker: tracker)
            let navigator = NavigationController(rootViewController: module.view)
            tracker.track(navigator, as: "NavigationController")

            module.presenter.present(response: BlogListResponse.selected(blogs[2]))

            let detail = try #require(navigator.topViewController as? ViewSpy, "Expected the module under blogDetail pushed")
            #expect(detail.userInfos.map { $0 as? Blog } == [blogs[2]], "Expected the blog as the route's userInfo")
        }
    }

    @Test @MainActor func presenter_routesSortToTheSortModuleWithTheRoute() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogListPresenter.self,
                                             register: { $0.addSpies(identifier: .sortBlogs) }, tracker: tracker)
            let navigator = NavigationController(rootViewController: module.view)
            tracker.track(navigator, as: "NavigationController")
            let output = SortOutputSpy()

            module.presenter.present(response: BlogListResponse.sortBlogs(SortBlogsRoute(order: .title, output: output)))

            let sort = try #require(navigator.presentedViewController as? ViewSpy,
                                    "Expected the module under sortBlogs presented modally")
            #expect(sort.userInfos.map { $0 as? SortBlogsRoute } == [SortBlogsRoute(order: .title, output: output)],
                    "Expected the order and the output as the route's userInfo")
        }
    }
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs

private let rows = blogs.map(DisplayedBlog.init)
