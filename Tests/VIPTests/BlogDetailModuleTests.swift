// The BlogDetail module, each role alone between spies: the view keeps the blog its route brought until it loads, then
// asks to open it, shows a blog once and again only when it changes; the interactor follows its blog in the shared
// worker and likes it by the list's rules; the presenter formats.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct BlogDetailModuleTests {
    // MARK: View

    @Test @MainActor func view_opensTheRoutedBlogWhenItLoads() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(BlogDetailView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)

            module.view.show(route: module.presenter.router, userInfo: blogs[2])
            #expect(module.interactor.requests.isEmpty, "Expected nothing asked before the view loads")
            module.view.loadViewIfNeeded()

            #expect(module.interactor.received(BlogDetailRequest.self) == [.open(blogs[2])], "Expected the blog opened")
        }
    }

    @Test @MainActor func view_displayingABlog_showsItWhole() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(tracker: tracker)

            let work = UIWork.measure { module.view.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blogs[1]))) }

            #expect(work == UIWork(propertySets: 5), "Expected the five values set once, got \(work)")
            #expect(module.view.visibleText(at: ProfileID.Detail.like) == "♥ 198 [selected]", "Expected the blog shown")
        }
    }

    @Test @MainActor func view_displayingTheBlogItShows_touchesNothing() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(tracker: tracker)
            module.view.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blogs[2])))

            let work = UIWork.measure { module.view.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blogs[2]))) }

            #expect(work == UIWork(), "Expected no work for what the detail already shows")
        }
    }

    @Test @MainActor func view_likeButton_asksToLike() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(tracker: tracker)

            (module.view.visibleView(at: ProfileID.Detail.like) as? Button)?.sendTap()

            #expect(module.interactor.received(BlogDetailRequest.self).last == .like, "Expected the like asked for")
        }
    }

    // MARK: Interactor

    @Test @MainActor func interactor_open_handsOverTheBlogAsTheWorkerShowsItNow() throws {
        try expectNoLeaks { tracker in
            let module = try makeInteractorModule(tracker: tracker)
            _ = module.worker.likeBlog(id: 101)
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogDetailRequest.open(blogs[0]))

            #expect(module.presenter.received(BlogDetailResponse.self) == [.blog(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the blog with its like in flight")
        }
    }

    @Test @MainActor func interactor_like_likesItsBlogOnTheWorker() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[0], tracker: tracker)

            module.interactor.refresh(request: BlogDetailRequest.like)

            #expect(module.api.pendingRequests == [.init(endpoint: .like, blogID: 101)], "Expected one like request")
            #expect(module.presenter.received(BlogDetailResponse.self) == [.blog(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the optimistic like handed over at once")
        }
    }

    @Test @MainActor func interactor_likeOfALikedBlog_handsOverAlreadyLiked() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[1], tracker: tracker)

            module.interactor.refresh(request: BlogDetailRequest.like)

            #expect(module.presenter.received(BlogDetailResponse.self) == [.alreadyLiked], "Expected already liked")
            #expect(module.api.pendingResponseCount == 0, "Expected nothing sent")
        }
    }

    @Test @MainActor func interactor_likeOfABlogTheListNoLongerHolds_doesNothing() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[0], tracker: tracker)
            module.api.removeServerBlog(id: 101)
            module.worker.loadBlogs()
            module.api.deliverAllPendingResponses()
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogDetailRequest.like)

            #expect(module.presenter.responses.isEmpty && module.api.pendingResponseCount == 0,
                    "Expected no request and nothing said")
        }
    }

    @Test @MainActor func interactor_handsOverItsOwnBlogsChangesOnly() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[0], tracker: tracker)

            _ = module.worker.likeBlog(id: 103)
            _ = module.worker.likeBlog(id: 101)

            #expect(module.presenter.received(BlogDetailResponse.self) == [.blog(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the like of its own blog handed over, the other blog's ignored")
        }
    }

    @Test @MainActor func interactor_afterAReload_handsOverItsBlogAsHeldNow() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[0], tracker: tracker)
            module.api.updateServerBlog(id: 101) { $0.title = "Renamed" }

            module.worker.loadBlogs()
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(BlogDetailResponse.self).map(\.title) == ["Renamed"],
                    "Expected the renamed blog handed over")
        }
    }

    // MARK: Presenter

    @Test @MainActor func presenter_displaysTheBlogAndTheAlreadyLikedToast() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogDetailPresenter.self, tracker: tracker)

            module.presenter.present(response: BlogDetailResponse.blog(blogs[0]))
            module.presenter.present(response: BlogDetailResponse.alreadyLiked)

            #expect(module.view.received(BlogDetailViewModel.self) == [
                .blog(DisplayedBlog(blogs[0])), .toast(ProfileText.alreadyLiked),
            ], "Expected the blog formatted, then the toast")
        }
    }
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs

private extension BlogDetailResponse {
    var title: String? {
        if case .blog(let blog) = self { blog.title } else { nil }
    }
}

/// The BlogDetail view, routed to with the first blog and loaded, between spies.
@MainActor
private func makeLoadedView(tracker: LeakTracker) throws -> ModuleUnderTest<BlogDetailView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(BlogDetailView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.show(route: module.presenter.router, userInfo: blogs[0])
    module.view.loadViewIfNeeded()
    return module
}

/// The BlogDetail interactor on a worker holding the standard blogs.
@MainActor
private func makeInteractorModule(
    tracker: LeakTracker
) throws -> ModuleUnderTest<ViewSpy, BlogDetailInteractor, PresenterSpy> {
    let module = try ModuleUnderTest(ViewSpy.self, BlogDetailInteractor.self, PresenterSpy.self, tracker: tracker)
    module.worker.loadBlogs()
    module.api.deliverAllPendingResponses()
    return module
}

/// The BlogDetail interactor with `blog` opened, its spy presenter's record emptied.
@MainActor
private func makeOpenedInteractorModule(
    blog: Blog, tracker: LeakTracker
) throws -> ModuleUnderTest<ViewSpy, BlogDetailInteractor, PresenterSpy> {
    let module = try makeInteractorModule(tracker: tracker)
    module.interactor.refresh(request: BlogDetailRequest.open(blog))
    module.presenter.removeAllResponses()
    return module
}
