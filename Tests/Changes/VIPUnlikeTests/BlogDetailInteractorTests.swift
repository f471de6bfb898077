// The BlogDetail interactor alone between spies, on a real worker: it follows its blog in the shared worker and likes
// it, or takes its like back, by the list's rules.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPUnlike

struct BlogDetailInteractorTests {
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

    @Test @MainActor func interactor_likeOfALikedBlog_unlikesItOnTheWorker() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[1], tracker: tracker)

            module.interactor.refresh(request: BlogDetailRequest.like)

            #expect(module.api.pendingRequests == [.init(endpoint: .unlike, blogID: 102)], "Expected one unlike request")
            #expect(module.presenter.received(BlogDetailResponse.self) == [.blog(blogs[1].mergingPendingUnlike(isPending: true))],
                    "Expected the optimistic unlike handed over at once")
        }
    }

    @Test @MainActor func interactor_likeWhileItsLikeIsInFlight_handsOverAlreadyLiked() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[0], tracker: tracker)
            module.interactor.refresh(request: BlogDetailRequest.like)
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogDetailRequest.like)

            #expect(module.presenter.received(BlogDetailResponse.self) == [.alreadyLiked], "Expected already liked")
            #expect(module.api.pendingResponseCount == 1, "Expected one request sent")
        }
    }

    @Test @MainActor func interactor_likeWhileItsUnlikeIsInFlight_handsOverAlreadyUnliked() throws {
        try expectNoLeaks { tracker in
            let module = try makeOpenedInteractorModule(blog: blogs[1], tracker: tracker)
            module.interactor.refresh(request: BlogDetailRequest.like)
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogDetailRequest.like)

            #expect(module.presenter.received(BlogDetailResponse.self) == [.alreadyUnliked], "Expected already unliked")
            #expect(module.api.pendingResponseCount == 1, "Expected one request sent")
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
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs

private extension BlogDetailResponse {
    var title: String? {
        if case .blog(let blog) = self { blog.title } else { nil }
    }
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
