// Tests of the blog list's controller, where MVC keeps the like logic. Hosts a loaded controller in a window for
// each test and taps its cells' buttons; holds nothing between tests.
@testable import MVCSortPicker
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// The like's behaviour list (B2, B4–B13, B17), tested the only way MVC allows.
///
/// Teaching point: the like logic has no seam of its own. It lives in `BlogListViewController` next to the
/// table it updates, so no test can call it directly: each one needs the model and a mock API, the controller
/// with its view loaded, its table and cells, and a window (the only place a toast can be seen), and acts
/// by tapping a cell's like button. What a passive-view presenter test checks with a spy, this checks on
/// screen and in `UIWork`.
@Suite struct BlogListViewControllerTests {
    // MARK: B2 load blogs

    @Test @MainActor func loadBlogs_success_showsOneRowPerBlogThroughOneReload() {
        expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker, loaded: false)

            blogList.loadBlogs()
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.Blogs.table) == "12 rows", "Expected one row per blog")
            #expect(driver.text(at: "blogs.row.0.title") == "深入分析 MVC、MVP、MVVM、VIPER", "Expected the first blog on row 0")
            #expect(work.reloads == 1 && work.cellsConfigured == 5,
                    "Expected one reload configuring the five visible rows, found \(work)")
        }
    }

    @Test @MainActor func loadBlogs_failure_showsTheSectionErrorInsteadOfTheRows() {
        expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            driver.api.injectFault(.error(.server(status: 503)), on: .blogs)

            blogList.loadBlogs()
            driver.deliverAllResponses()

            #expect(driver.blogsTable == nil, "Expected the table hidden")
            #expect(driver.text(at: ProfileID.Blogs.error) == ProfileText.sectionError(.blogs, .server(status: 503)),
                    "Expected the blogs section's error")
        }
    }

    @Test @MainActor func loadBlogs_failure_keepsTheBlogsSoALikeConfirmedMeanwhileSurvivesAStaleReload() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .blogs)
            blogList.loadBlogs()                 // fails
            blogList.loadBlogs()                 // answered now, before the like: blog 101 not liked
            try driver.tapLike(blogRow: 0)

            driver.deliverNextResponse()         // the failure: the error replaces the table
            driver.deliverResponse(at: 1)        // the like, while only the kept blogs can take it
            driver.deliverAllResponses()         // the stale list: the kept copy is newer

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the like to reach the blog kept through the failure")
        }
    }

    // MARK: B4–B8 like

    @Test @MainActor func likeTap_showsTheLikeAtOnceInPlaceAndSendsOneRequest() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            let work = try UIWork.measure { try driver.tapLike(blogRow: 0) }

            #expect(driver.api.pendingRequests.map(\.description) == ["like(101)"],
                    "Expected one like request for blog 101, still in flight")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the row to show the like before the server answers")
            #expect(work == UIWork(propertySets: 5), "Expected the row's five values set in place, no reload, found \(work)")
        }
    }

    @Test @MainActor func likeSuccess_withTheGuessConfirmed_leavesTheRowAlone() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]", "Expected the like kept")
            #expect(work == UIWork(), "Expected no UI work when the server's copy shows what the row shows, found \(work)")
        }
    }

    @Test @MainActor func likeSuccess_withTheCountMovedOnTheServer_showsTheServersCount() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.updateServerBlog(id: 101) { $0.likeCount = 400 }
            try driver.tapLike(blogRow: 0)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 401 [selected]",
                    "Expected the server's count, not the guess")
            #expect(work == UIWork(propertySets: 5), "Expected the row reconfigured once in place, found \(work)")
            #expect(driver.window.toasts.isEmpty, "Expected no toast after a successful like")
        }
    }

    @Test @MainActor func likeSuccess_withTheBlogRenamedOnTheServer_showsTheNewTitle() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            try driver.tapLike(blogRow: 0)

            driver.deliverAllResponses()

            #expect(driver.text(at: "blogs.row.0.title") == "Renamed", "Expected the server's title")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]", "Expected the like counted")
        }
    }

    @Test @MainActor func likeFailure_rollsBackToTheHeldServerCopyAndShowsTheToast() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 312", "Expected the like rolled back")
            #expect(driver.window.toasts == [APIError.offline.message], "Expected the error's message as a toast")
            #expect(work == UIWork(propertySets: 5, toasts: 1), "Expected one in-place row update and one toast, found \(work)")
        }
    }

    @Test @MainActor func likeTap_onALikedBlog_toastsWithoutARequest() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            let work = try UIWork.measure { try driver.tapLike(blogRow: 1) }

            #expect(driver.api.requestCounts.like == 0, "Expected no like request for a liked blog")
            #expect(driver.window.toasts == [ProfileText.alreadyLiked], "Expected the already-liked toast")
            #expect(work == UIWork(toasts: 1), "Expected the toast and nothing else, found \(work)")
        }
    }

    @Test @MainActor func secondTap_whileTheLikeIsInFlight_toastsAndSendsNoSecondRequest() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)

            try driver.tapLike(blogRow: 0)

            #expect(driver.api.requestCounts.like == 1, "Expected one like request for two taps")
            #expect(driver.window.toasts == [ProfileText.alreadyLiked], "Expected the already-liked toast")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]", "Expected the like counted once")
        }
    }

    // MARK: B9–B11 answers out of order

    @Test @MainActor func refresh_landingWhileALikeIsInFlight_keepsTheLikeOnTheRow() throws {
        try expectNoLeaks { tracker in
            // Answered at delivery: the refresh reaches the server before the like does.
            let (driver, blogList) = makeSUT(tracker, answering: .atDelivery)
            try driver.tapLike(blogRow: 0)
            blogList.loadBlogs()

            driver.deliverResponse(at: 1)

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the reloaded row to show the like still in flight")
            driver.deliverAllResponses()
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the server's liked copy once the like succeeded")
        }
    }

    @Test @MainActor func staleRefresh_deliveredAfterTheLike_keepsTheLikedCopy() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            blogList.loadBlogs()                 // answered now, before the like: blog 101 not liked
            try driver.tapLike(blogRow: 0)

            driver.deliverResponse(at: 1)        // the like
            driver.deliverAllResponses()         // the stale list

            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the held, newer copy to win over the stale list")
        }
    }

    @Test @MainActor func likeAnswer_olderThanTheHeldCopy_doesNotReplaceIt() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)                       // the server's liked copy, version 2
            driver.api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            blogList.loadBlogs()                                 // liked and renamed, version 3

            driver.deliverResponse(at: 1)
            driver.deliverAllResponses()

            #expect(driver.text(at: "blogs.row.0.title") == "Renamed", "Expected the newer copy to win over the like's")
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]", "Expected the like counted")
        }
    }

    @Test @MainActor func olderBlogsFailure_deliveredAfterNewerRows_isIgnored() {
        expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .blogs)
            blogList.loadBlogs()
            blogList.loadBlogs()

            driver.deliverResponse(at: 1)
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.Blogs.table) == "12 rows", "Expected the newer rows kept")
            #expect(driver.view(at: ProfileID.Blogs.error) == nil, "Expected no error from the older request")
            #expect(work == UIWork(), "Expected the older answer to do no UI work, found \(work)")
        }
    }

    @Test @MainActor func olderBlogsSuccess_deliveredAfterANewerError_isIgnored() {
        expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            blogList.loadBlogs()
            driver.api.injectFault(.error(.offline), on: .blogs)
            blogList.loadBlogs()

            driver.deliverResponse(at: 1)
            driver.deliverAllResponses()

            #expect(driver.text(at: ProfileID.Blogs.error) == ProfileText.sectionError(.blogs, .offline),
                    "Expected the newer error kept")
        }
    }

    // MARK: B12 a like for a blog a refresh removed or moved

    @Test @MainActor func likeSuccess_forABlogARefreshRemoved_isIgnored() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)
            driver.api.removeServerBlog(id: 101)
            blogList.loadBlogs()
            driver.deliverResponse(at: 1)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: "blogs.row.0.title") == "Retain cycles, explained 🔁", "Expected blog 101 gone")
            #expect(work == UIWork(), "Expected the answer for an unlisted blog to do nothing, found \(work)")
        }
    }

    @Test @MainActor func likeAnswer_forABlogARefreshMoved_updatesItsNewRowOnly() throws {
        try expectNoLeaks { tracker in
            // Answered at delivery: the refresh sees the move, the like sees the rename.
            let (driver, blogList) = makeSUT(tracker, answering: .atDelivery)
            try driver.tapLike(blogRow: 0)
            driver.api.moveServerBlog(id: 101, to: 2)
            blogList.loadBlogs()
            driver.deliverResponse(at: 1)
            driver.api.updateServerBlog(id: 101) { $0.title = "Renamed" }

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: "blogs.row.2.title") == "Renamed", "Expected blog 101's new row to show the answer")
            #expect(driver.text(at: "blogs.row.0.title") == "Retain cycles, explained 🔁",
                    "Expected the row blog 101 left to keep showing its new blog")
            #expect(work == UIWork(propertySets: 5), "Expected one row reconfigured in place, found \(work)")
        }
    }

    @Test @MainActor func likeFailure_forABlogARefreshRemoved_onlyToasts() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            driver.api.removeServerBlog(id: 101)
            blogList.loadBlogs()
            driver.deliverResponse(at: 1)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.window.toasts == [APIError.offline.message], "Expected the failure's toast")
            #expect(work == UIWork(toasts: 1), "Expected the toast and no row update, found \(work)")
        }
    }

    // MARK: B13 select

    @Test @MainActor func selectBlog_opensItsDetailAsShown_withTheLikeInFlight() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)

            try driver.selectBlog(row: 0)

            #expect(driver.topViewController is MVCSortPicker.BlogDetailViewController, "Expected the blog's detail on top")
            #expect(driver.text(at: ProfileID.Detail.title) == "深入分析 MVC、MVP、MVVM、VIPER",
                    "Expected the first blog's detail")
            #expect(driver.text(at: ProfileID.Detail.like) == "♥ 313 [selected]",
                    "Expected the detail to show the blog as its row does, like included")
        }
    }

    /// The second tap lands while the first one's detail covers the list: the controller pushes nothing more.
    @Test @MainActor func rowSelectedTwice_pushesOneDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            try driver.tapTwice(.selectBlog(row: 0))

            #expect(driver.navigationDepth == 2, "Expected one detail pushed for two taps on the row")
        }
    }

    // MARK: B17 reuse

    @Test @MainActor func likeAnswer_afterTheRowsCellWasReused_leavesThatCellAlone() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            try driver.scrollBlogs(toRow: 11)
            let rowsBeforeTheAnswer = blogRows(on: driver)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(work == UIWork(toasts: 1), "Expected only the toast: no cell shows blog 101 now, found \(work)")
            #expect(blogRows(on: driver) == rowsBeforeTheAnswer,
                    "Expected the cell that showed blog 101 to keep showing its new row")
            try driver.scrollBlogs(toRow: 0)
            #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 312",
                    "Expected row 0 to show the held server copy when it comes back")
        }
    }

    // MARK: Sort picker (docs/CHANGING.md)

    @Test @MainActor func sortTap_presentsTheSortScreenWithTheListsOrderSelected() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            try driver.tapSortBlogs()

            #expect(driver.modalViewController is SortBlogsViewController, "Expected the sort screen presented")
            #expect(driver.text(at: ProfileID.Sort.newest) == "Newest first [selected]", "Expected the list's order selected")
        }
    }

    @Test @MainActor func sortTappedTwice_presentsOneScreen() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            let sort = try driver.element(ProfileID.Blogs.sort, as: Button.self)
            sort.sendTap()

            let work = UIWork.measure { sort.sendTap() }

            #expect(work == UIWork(), "Expected the second tap to build no second screen, found \(work)")
        }
    }

    @Test @MainActor func pickingAnotherOrder_arrangesTheRowsThroughOneReloadAndDismisses() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()

            let work = try UIWork.measure { try driver.pickSortOrder(.title) }

            #expect(driver.modalViewController == nil, "Expected the sort screen dismissed")
            #expect(driver.text(at: "blogs.row.0.title") == "Bindings without a framework", "Expected the rows by title")
            #expect(work.reloads == 1 && work.cellsConfigured == 5,
                    "Expected one reload configuring the five visible rows, found \(work)")
        }
    }

    @Test @MainActor func pickingTheListsOrder_rendersNothing() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()

            let work = try UIWork.measure { try driver.pickSortOrder(.newest) }

            #expect(driver.modalViewController == nil, "Expected the sort screen dismissed")
            #expect(work == UIWork(), "Expected no UI work for the order already shown, found \(work)")
        }
    }

    @Test @MainActor func pickingNewestAfterTitle_showsTheAnswersOrderAgain() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()
            try driver.pickSortOrder(.title)
            try driver.tapSortBlogs()

            try driver.pickSortOrder(.newest)

            #expect(driver.text(at: "blogs.row.0.title") == "深入分析 MVC、MVP、MVVM、VIPER", "Expected the server's first blog first")
            #expect(driver.text(at: "blogs.row.1.title") == "Retain cycles, explained 🔁", "Expected the server's order")
        }
    }

    @Test @MainActor func pickingAnOrder_whileTheSectionShowsItsError_rendersNothing() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .blogs)
            blogList.loadBlogs()
            driver.deliverAllResponses()
            try driver.tapSortBlogs()

            let work = try UIWork.measure { try driver.pickSortOrder(.title) }

            #expect(driver.blogsTable == nil, "Expected the error still in the table's place")
            #expect(work == UIWork(), "Expected no UI work while the table is hidden, found \(work)")
        }
    }

    @Test @MainActor func likeAnswer_afterAPickUnderTheError_configuresNoCellOfTheHiddenTable() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 2)
            driver.api.injectFault(.error(.offline), on: .blogs)
            blogList.loadBlogs()
            driver.deliverResponse(at: 1)
            try driver.tapSortBlogs()
            try driver.pickSortOrder(.title)

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(work == UIWork(toasts: 1),
                    "Expected only the toast: the hidden cells are laid out for the old order, found \(work)")
        }
    }

    @Test @MainActor func blogsAnswer_afterAnOrderWasPicked_isArrangedInItBeforeItRenders() throws {
        try expectNoLeaks { tracker in
            let (driver, blogList) = makeSUT(tracker)
            try driver.tapSortBlogs()
            try driver.pickSortOrder(.title)
            driver.api.updateServerBlog(id: 112) { $0.title = "A blog renamed" }
            blogList.loadBlogs()

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: "blogs.row.0.title") == "A blog renamed", "Expected the answer arranged by title")
            #expect(work.reloads == 1, "Expected the answer rendered through one reload, found \(work)")
        }
    }

    @Test @MainActor func likeTap_afterSorting_likesTheBlogOfTheRowAsShown() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()
            try driver.pickSortOrder(.title)

            let work = try UIWork.measure { try driver.tapLike(blogRow: 0) }

            #expect(driver.api.pendingRequests.map(\.description) == ["like(109)"], "Expected the like of row 0's blog")
            #expect(driver.text(at: "blogs.row.0.title") == "Bindings without a framework", "Expected the row not moved")
            #expect(work == UIWork(propertySets: 5), "Expected the row's five values set in place, found \(work)")
        }
    }

    @Test @MainActor func cancel_dismissesAndChangesNothing() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()

            let work = try UIWork.measure { try driver.tapCancelSort() }

            #expect(driver.modalViewController == nil, "Expected the sort screen dismissed")
            #expect(driver.text(at: "blogs.row.0.title") == "深入分析 MVC、MVP、MVVM、VIPER", "Expected the rows unchanged")
            #expect(work == UIWork(), "Expected no UI work, found \(work)")
        }
    }

    @Test @MainActor func pickingAnOrder_freesTheSortScreen() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()
            weak var sortScreen: ViewController?
            sortScreen = driver.modalViewController

            try driver.pickSortOrder(.title)

            #expect(sortScreen == nil, "Expected the closed sort screen freed while the list lives")
        }
    }

    // MARK: Helpers

    /// Hosts a blog list controller alone in a window on a queued API, its first blogs answer delivered unless
    /// `loaded` is false. The controller, its view and the model are tracked for leaks.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, loaded: Bool = true, answering: MockProfileAPI.Answering = .atRequest
    ) -> (driver: SceneDriver, blogList: BlogListViewController) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued, answering: answering)
        let model = ProfileModel(api: api, userID: api.serverUser.id)
        let blogList = BlogListViewController(model: model)
        let driver = SceneDriver(api: api) { _, _ in blogList }
        if loaded {
            blogList.loadBlogs()
            api.deliverAllPendingResponses()
        }
        tracker.track(blogList, as: "BlogListViewController")
        tracker.track(blogList.view, as: "BlogListViewController.view")
        tracker.track(model, as: "ProfileModel")
        return (driver, blogList)
    }

    /// The visible blog rows as the snapshot renders them.
    @MainActor
    private func blogRows(on driver: SceneDriver) -> [Substring] {
        driver.snapshot().split(separator: "\n").filter { $0.hasPrefix("blogs.row.") }
    }
}
