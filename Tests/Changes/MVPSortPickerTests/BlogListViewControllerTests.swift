// Tests of the blogs section's view controller with its real presenter, hosted alone in a window on a mock API:
// what only a table can show (binding cells to rows, unbinding them, pushing the detail).
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPSortPicker

/// The passive view of the blogs section (B2 on screen, B13, B17, the sort screen): it renders through its table and
/// binds each visible cell to its row's presenter; everything it decides, it asks the presenter.
@Suite struct BlogListViewControllerTests {
    @Test @MainActor func blogsAnswer_rendersThroughOneReloadBindingEachVisibleCellToItsRow() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker, loaded: false)

            sut.presenter.loadBlogs()
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(work.reloads == 1 && work.cellsConfigured == 5 && work.propertySets == 2 + 5 * 5,
                    "Expected one reload, five rows of five values (and the section's two flags), found \(work)")
            let table = try #require(driver.blogsTable, "Expected the blogs table")
            for row in table.visibleRows {
                #expect(sut.presenter.rowPresenter(at: row).view === table.cellForRow(at: row),
                        "Expected row \(row)'s cell bound to row \(row)'s presenter")
            }
        }
    }

    @Test @MainActor func didEndDisplaying_unbindsTheCellFromItsRow() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)
            let table = try #require(driver.blogsTable, "Expected the blogs table")
            let cell = try #require(table.cellForRow(at: 0), "Expected a cell on row 0")

            sut.tableView(table, didEndDisplaying: cell, forRowAt: 0)
            let work = UIWork.measure { sut.presenter.rowPresenter(at: 0).didTapLike() }

            #expect(work == UIWork(), "Expected the like to touch no cell once row 0's cell stopped showing it")
        }
    }

    @Test @MainActor func likeAnsweredAfterItsRowScrolledAway_touchesNoCell() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .like)
            try driver.tapLike(blogRow: 0)
            try driver.scrollBlogs(toRow: 9)    // row 0's cell now shows one of rows 5…9

            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(work == UIWork(toasts: 1), "Expected the rollback's toast and nothing else, found \(work)")
            for row in 5...9 {
                #expect(driver.text(at: ProfileID.blogLikePath(row: row)) == likeText(driver.api.serverBlogs[row]),
                        "Expected row \(row) to show its own blog")
            }
        }
    }

    @Test @MainActor func selectingARow_pushesTheBlogsDetailAsItsRowShowsIt() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapLike(blogRow: 0)

            try driver.selectBlog(row: 0)

            #expect(driver.topViewController is MVPSortPicker.BlogDetailViewController, "Expected the blog's detail pushed")
            #expect(driver.text(at: ProfileID.Detail.like) == "♥ 313 [selected]", "Expected the blog as shown, liked")
        }
    }

    @Test @MainActor func sortButton_presentsTheSortScreenShowingTheRowsOrder() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            try driver.tapSortBlogs()

            #expect(driver.modalViewController is SortBlogsViewController, "Expected the sort screen presented")
            #expect(driver.modalViewController?.title == ProfileText.sortBlogsTitle, "Expected its title")
            #expect(try driver.sortOrderButton(.newest).isSelected && !driver.sortOrderButton(.title).isSelected,
                    "Expected the server's order shown selected")
        }
    }

    @Test @MainActor func pickingAnOrder_rendersTheTableThroughOneReloadAndClosesTheScreen() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()
            weak var sortScreen: ViewController?
            sortScreen = driver.modalViewController

            let work = try UIWork.measure { try driver.pickSortOrder(.title) }

            #expect(work.reloads == 1 && work.cellsConfigured == 5, "Expected one reload of the five rows, found \(work)")
            #expect(driver.text(at: "blogs.row.0.title") == "Bindings without a framework", "Expected the rows by title")
            #expect(driver.modalViewController == nil && sortScreen == nil, "Expected the sort screen closed and freed")
        }
    }

    @Test @MainActor func cancel_closesTheSortScreenAndRendersNothing() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            try driver.tapSortBlogs()
            weak var sortScreen: ViewController?
            sortScreen = driver.modalViewController

            let work = try UIWork.measure { try driver.tapCancelSort() }

            #expect(work == UIWork(), "Expected nothing rendered, found \(work)")
            #expect(driver.modalViewController == nil && sortScreen == nil, "Expected the sort screen closed and freed")
        }
    }

    @Test @MainActor func viewController_keepsItsPresenterAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        weak var presenter: BlogListPresenter?

        let sut = {
            let blogList = BlogListPresenter(api: api, userID: api.serverUser.id)
            presenter = blogList
            return BlogListViewController(presenter: blogList)
        }()

        #expect(presenter != nil && presenter === sut.presenter, "Expected the view controller to own its presenter")
    }
}

// MARK: - Helpers

extension BlogListViewControllerTests {
    /// The blogs section's view controller hosted alone in a window on a queued API, its first answer delivered
    /// unless `loaded` is false. The view controller, its view and its presenter are tracked for leaks.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker, loaded: Bool = true) -> (driver: SceneDriver, sut: BlogListViewController) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = BlogListViewController(presenter: BlogListPresenter(api: api, userID: api.serverUser.id))
        let driver = SceneDriver(api: api) { _, _ in sut }
        if loaded {
            sut.presenter.loadBlogs()
            api.deliverAllPendingResponses()
        }
        tracker.track(sut, as: "BlogListViewController")
        tracker.track(sut.view, as: "BlogListViewController.view")
        tracker.track(sut.presenter, as: "BlogListPresenter")
        return (driver, sut)
    }

    private func likeText(_ blog: Blog) -> String {
        ProfileText.likeTitle(blog.likeCount) + (blog.isLiked ? " [selected]" : "")
    }
}
