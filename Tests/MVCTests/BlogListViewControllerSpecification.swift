// Specification of the like, the MVC way: the logic lives in BlogListViewController, next to its table, so
// every test hosts a loaded controller in a window and taps a cell's button. Holds nothing between tests.
@testable import MVC
import ProfileKit
import TestSupport
import Testing

/// What MVC costs in testability: no like test can skip the view. Each one needs the model, a loaded
/// controller, its table and cells, and a window (the only place a toast can be seen).
@Suite struct BlogListViewControllerSpecification {
    @Test @MainActor func likeTap_onUnlikedBlog_updatesRowBeforeTheAPIAnswers() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            try driver.tapLike(blogRow: 0)

            #expect(driver.api.pendingEndpoints == [.like], "Expected the like request to be still in flight")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the row to show the optimistic like at once")
        }
    }

    @Test @MainActor func likeSuccess_showsTheServersCopyOfTheBlog() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.updateServerBlog(id: 101) { $0.likeCount = 400 }

            try driver.tapLike(blogRow: 0)
            driver.deliverAllResponses()

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 401 [selected]",
                    "Expected the row to show the server's count once the like succeeded")
            #expect(driver.window.toasts.isEmpty, "Expected no toast after a successful like")
        }
    }

    @Test @MainActor func likeFailure_rollsBackCountAndShowsToast() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)

            try driver.tapLike(blogRow: 0)
            driver.deliverAllResponses()

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 312",
                    "Expected the optimistic like to be rolled back")
            #expect(driver.window.toasts == [APIError.offline.message], "Expected the error's message as a toast")
        }
    }

    @Test @MainActor func likeTap_whileRequestInFlight_showsAlreadyLiked() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            try driver.tapLike(blogRow: 0)
            try driver.tapLike(blogRow: 0)

            #expect(driver.api.requestCounts.like == 1, "Expected the second tap to send no request")
            #expect(driver.window.toasts == [ProfileText.alreadyLiked], "Expected the already-liked toast")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the like to be counted once")
        }
    }

    @Test @MainActor func likeTap_onLikedBlog_showsAlreadyLikedWithoutCallingTheAPI() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            try driver.tapLike(blogRow: 1)

            #expect(driver.api.requestCounts.like == 0, "Expected no like request for a liked blog")
            #expect(driver.window.toasts == [ProfileText.alreadyLiked], "Expected the already-liked toast")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 1)) == "♥ 198 [selected]",
                    "Expected the liked row to stay as it was")
        }
    }

    @Test @MainActor func likeResponse_afterItsCellWasReused_changesOnlyThatBlogsRow() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)
            try driver.scrollBlogs(toRow: 11)
            let rowsShownBeforeTheResponse = driver.snapshot()

            driver.deliverAllResponses()

            #expect(driver.snapshot() == rowsShownBeforeTheResponse,
                    "Expected the response not to touch the cell that now shows another blog")
            try driver.scrollBlogs(toRow: 0)
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the liked blog's row to show the server's state when it comes back")
        }
    }

    @Test @MainActor func blogsReload_whileLikeInFlight_keepsTheOptimisticLike() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)

            blogList.loadBlogs()
            driver.api.deliverPendingResponse(at: 1)

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the reloaded row to merge the like still in flight")
            driver.deliverAllResponses()
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the row to match the server once the like succeeded")
        }
    }

    // MARK: Helpers

    /// Hosts a blog list controller alone in a window, with its blogs loaded and a queued API.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (driver: SceneDriver, blogList: BlogListViewController) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let model = ProfileModel(api: api, userID: api.serverUser.id)
        let blogList = BlogListViewController(model: model)
        let driver = SceneDriver(api: api) { _, _ in blogList }
        blogList.loadBlogs()
        api.deliverAllPendingResponses()
        tracker.track(blogList, as: "BlogListViewController")
        tracker.track(model, as: "ProfileModel")
        return (driver, blogList)
    }
}
