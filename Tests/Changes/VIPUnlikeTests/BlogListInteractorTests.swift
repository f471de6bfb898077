// The BlogList interactor alone between spies, on a real worker: it runs the use cases on the worker and hands every
// change over.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPUnlike

struct BlogListInteractorTests {
    @Test @MainActor func interactor_load_handsTheServersBlogsOver() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, BlogListInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: BlogListRequest.load)
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(BlogListResponse.self) == [.blogs(blogs)], "Expected the blogs handed over")
        }
    }

    @Test @MainActor func interactor_like_handsTheOptimisticChangeOverAtOnce() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            module.interactor.refresh(request: BlogListRequest.like(blogID: 101))

            #expect(module.presenter.received(BlogListResponse.self) == [.blogChanged(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the liked blog handed over before any answer")
            #expect(module.api.pendingResponseCount == 1, "Expected one request sent")
        }
    }

    @Test @MainActor func interactor_likeOfALikedBlog_handsTheOptimisticUnlikeOverAtOnce() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            module.interactor.refresh(request: BlogListRequest.like(blogID: 102))

            #expect(module.presenter.received(BlogListResponse.self) == [.blogChanged(blogs[1].mergingPendingUnlike(isPending: true))],
                    "Expected the unliked blog handed over before any answer")
            #expect(module.api.pendingRequests == [.init(endpoint: .unlike, blogID: 102)], "Expected one unlike sent")
        }
    }

    @Test @MainActor func interactor_likeWhileItsLikeIsInFlight_handsOverAlreadyLiked() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.interactor.refresh(request: BlogListRequest.like(blogID: 101))
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogListRequest.like(blogID: 101))

            #expect(module.presenter.received(BlogListResponse.self) == [.alreadyLiked], "Expected already liked")
        }
    }

    @Test @MainActor func interactor_likeWhileItsUnlikeIsInFlight_handsOverAlreadyUnliked() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.interactor.refresh(request: BlogListRequest.like(blogID: 102))
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogListRequest.like(blogID: 102))

            #expect(module.presenter.received(BlogListResponse.self) == [.alreadyUnliked], "Expected already unliked")
        }
    }

    @Test @MainActor func interactor_likeFailure_handsOverTheErrorAndTheRolledBackBlog() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.api.injectFault(.error(.offline), on: .like)
            module.interactor.refresh(request: BlogListRequest.like(blogID: 101))
            module.presenter.removeAllResponses()

            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(BlogListResponse.self) == [.likeFailure(.offline), .blogChanged(blogs[0])],
                    "Expected the error, then the blog as the server holds it")
        }
    }

    @Test @MainActor func interactor_select_handsOverTheBlogAsShownNow() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.interactor.refresh(request: BlogListRequest.like(blogID: 101))
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogListRequest.select(blogID: 101))

            #expect(module.presenter.received(BlogListResponse.self) == [.selected(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the blog with its like in flight")
        }
    }

    @Test @MainActor func interactor_hearsALikeSentFromAnotherScreenOnTheSameWorker() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            _ = module.worker.likeBlog(id: 101)

            #expect(module.presenter.received(BlogListResponse.self) == [.blogChanged(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the change handed over whichever screen made it")
        }
    }
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs

/// The BlogList interactor on a worker holding the standard blogs, its spy presenter's record emptied.
@MainActor
private func makeLoadedInteractorModule(
    tracker: LeakTracker
) throws -> ModuleUnderTest<ViewSpy, BlogListInteractor, PresenterSpy> {
    let module = try ModuleUnderTest(ViewSpy.self, BlogListInteractor.self, PresenterSpy.self, tracker: tracker)
    module.interactor.refresh(request: BlogListRequest.load)
    module.api.deliverAllPendingResponses()
    module.presenter.removeAllResponses()
    return module
}
