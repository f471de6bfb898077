// The BlogList module, each role alone between spies: the view keeps the rows it is displayed, updates one in place
// only when it changes, and sends taps by blog id; the interactor runs the use cases on the worker and hands every
// change over; the presenter formats, and routes a selection to the BlogDetail module by identifier.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct BlogListModuleTests {
    // MARK: View

    @Test @MainActor func view_asksForTheBlogsWhenItLoadsAndWhenReloaded() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)

            module.view.reloadSection()

            #expect(module.interactor.received(BlogListRequest.self) == [.load, .load], "Expected a load each time")
        }
    }

    @Test @MainActor func view_displayingRows_reloadsTheTableWithThem() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)

            let work = UIWork.measure { module.view.display(viewModel: BlogListViewModel.rows(rows)) }

            #expect(work.reloads == 1 && work.cellsConfigured == TableView.defaultVisibleRowCapacity,
                    "Expected one reload configuring the visible rows, got \(work)")
            #expect(module.view.visibleText(at: "blogs.row.1.like") == "♥ 198 [selected]", "Expected the rows shown")
        }
    }

    @Test @MainActor func view_displayingARow_configuresItsVisibleCellInPlaceWithTheWholeRow() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))
            let liked = DisplayedBlog(blogs[3].mergingPendingLike(isPending: true))

            let work = UIWork.measure { module.view.display(viewModel: BlogListViewModel.row(liked)) }

            #expect(work == UIWork(propertySets: 5), "Expected the five values set once, no reload, got \(work)")
            #expect(module.view.visibleText(at: "blogs.row.3.like") == "♥ 144 [selected]", "Expected the row liked")
        }
    }

    @Test @MainActor func view_displayingARowThatShowsNothingNew_touchesNothing() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))

            let work = UIWork.measure { module.view.display(viewModel: BlogListViewModel.row(rows[3])) }

            #expect(work == UIWork(), "Expected no work for a row that already shows this")
        }
    }

    @Test @MainActor func view_displayingARowOfABlogNoLongerListed_touchesNothing() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(Array(rows.dropFirst())))

            let work = UIWork.measure {
                module.view.display(viewModel: BlogListViewModel.row(DisplayedBlog(blogs[0].mergingPendingLike(isPending: true))))
            }

            #expect(work == UIWork(), "Expected no work for a blog no longer listed")
        }
    }

    @Test @MainActor func view_displayingAnError_showsItInPlaceOfTheTable() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)

            module.view.display(viewModel: BlogListViewModel.error("Couldn't load blogs."))

            #expect(module.view.visibleText(at: ProfileID.Blogs.error) == "Couldn't load blogs.", "Expected the error")
        }
    }

    @Test @MainActor func view_likeButton_asksToLikeTheBlogItsCellShowsNow() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))
            let table = try #require(module.view.visibleView(at: ProfileID.Blogs.table) as? TableView)
            table.scroll(toRow: rows.count - 1)
            let lastRow = table.visibleRows.upperBound - 1

            (module.view.visibleView(at: "blogs.row.\(lastRow).like") as? Button)?.sendTap()

            #expect(module.interactor.received(BlogListRequest.self).last == .like(blogID: blogs[lastRow].id),
                    "Expected the like asked for the blog of the row the cell shows now")
        }
    }

    @Test @MainActor func view_selectingARow_asksToSelectItsBlog() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))

            (module.view.visibleView(at: ProfileID.Blogs.table) as? TableView)?.selectRow(at: 2)

            #expect(module.interactor.received(BlogListRequest.self).last == .select(blogID: 103),
                    "Expected the selection asked for by the blog's id")
        }
    }

    // MARK: Interactor

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

    @Test @MainActor func interactor_hearsALikeSentFromAnotherScreenOnTheSameWorker() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)

            _ = module.worker.likeBlog(id: 101)

            #expect(module.presenter.received(BlogListResponse.self) == [.blogChanged(blogs[0].mergingPendingLike(isPending: true))],
                    "Expected the change handed over whichever screen made it")
        }
    }

    // MARK: Presenter

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
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs
private let rows = blogs.map(DisplayedBlog.init)

/// The BlogList view, loaded, with a spy interactor and presenter.
@MainActor
private func makeViewModule(tracker: LeakTracker) throws -> ModuleUnderTest<BlogListView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(BlogListView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.loadViewIfNeeded()
    return module
}

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
