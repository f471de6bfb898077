// The BlogList interactor alone between spies, on a real worker: it runs the use cases on the worker and hands every
// change over, the blogs in the section's order, which the sort module hands back to it.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPSortPicker

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

    @Test @MainActor func interactor_likeOfALikedBlog_handsOverAlreadyLiked() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            module.interactor.refresh(request: BlogListRequest.like(blogID: 102))

            #expect(module.presenter.received(BlogListResponse.self) == [.alreadyLiked], "Expected already liked")
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

    @Test @MainActor func interactor_sort_handsItselfOverAsTheSortOutputWithTheOrder() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            module.interactor.refresh(request: BlogListRequest.sort)

            let responses = module.presenter.received(BlogListResponse.self)
            module.presenter.removeAllResponses()   // the spy would keep the interactor it was handed
            #expect(responses == [.sortBlogs(SortBlogsRoute(order: .newest, output: module.interactor))],
                    "Expected the sort module asked for once, with the order and the interactor as its output")
        }
    }

    @Test @MainActor func interactor_pickedOrder_handsTheHeldBlogsOverArrangedAsShown() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.interactor.refresh(request: BlogListRequest.like(blogID: 101))
            module.presenter.removeAllResponses()

            module.interactor.sortBlogs(didPick: .title)

            let shown = blogs.map { $0.mergingPendingLike(isPending: $0.id == 101) }
            #expect(module.presenter.received(BlogListResponse.self) == [.arranged(BlogOrder.title.arrange(shown))],
                    "Expected the blogs by title, the like in flight on top")
        }
    }

    @Test @MainActor func interactor_pickedOrderTheSectionHas_handsNothingOver() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            module.interactor.sortBlogs(didPick: .newest)

            #expect(module.presenter.responses.isEmpty, "Expected nothing for the order already kept")
        }
    }

    @Test @MainActor func interactor_load_afterAnOrderIsPicked_handsTheBlogsOverInThatOrder() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.interactor.sortBlogs(didPick: .title)
            module.presenter.removeAllResponses()

            module.interactor.refresh(request: BlogListRequest.load)
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(BlogListResponse.self) == [.blogs(BlogOrder.title.arrange(blogs))],
                    "Expected the answer's blogs by title")
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
