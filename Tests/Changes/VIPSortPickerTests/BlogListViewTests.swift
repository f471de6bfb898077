// The BlogList view alone between spies: it keeps the rows it is displayed, updates one in place only when it changes,
// shows them in a new order only where its table shows, and sends taps by blog id and the Sort button's.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPSortPicker

struct BlogListViewTests {
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

    @Test @MainActor func view_displayingArrangedRows_reloadsTheTableWithThemInOrder() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))
            let arranged = Array(rows.reversed())

            let work = UIWork.measure { module.view.display(viewModel: BlogListViewModel.arrangedRows(arranged)) }

            #expect(work.reloads == 1 && work.cellsConfigured == TableView.defaultVisibleRowCapacity,
                    "Expected one reload configuring the visible rows, got \(work)")
            #expect(module.view.visibleText(at: "blogs.row.0.title") == arranged[0].title, "Expected the rows in order")
        }
    }

    @Test @MainActor func view_displayingArrangedRowsBehindTheSectionsError_rendersNothing() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))
            module.view.display(viewModel: BlogListViewModel.error("Couldn't load blogs."))

            let work = UIWork.measure { module.view.display(viewModel: BlogListViewModel.arrangedRows(rows.reversed())) }

            #expect(work == UIWork(), "Expected no work while the error shows, got \(work)")
        }
    }

    @Test @MainActor func view_displayingARowAfterRowsArrangedBehindTheSectionsError_configuresNoCell() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)
            module.view.display(viewModel: BlogListViewModel.rows(rows))
            module.view.display(viewModel: BlogListViewModel.error("Couldn't load blogs."))
            module.view.display(viewModel: BlogListViewModel.arrangedRows([rows[1], rows[0]] + rows.dropFirst(2)))
            let liked = DisplayedBlog(blogs[0].mergingPendingLike(isPending: true))

            let work = UIWork.measure { module.view.display(viewModel: BlogListViewModel.row(liked)) }

            #expect(work == UIWork(), "Expected no cell configured: they are laid out for the old rows, got \(work)")
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

    @Test @MainActor func view_sortButton_asksForTheSortScreen() throws {
        try expectNoLeaks { tracker in
            let module = try makeViewModule(tracker: tracker)

            (module.view.visibleView(at: ProfileID.Blogs.sort) as? Button)?.sendTap()

            #expect(module.interactor.received(BlogListRequest.self).last == .sort, "Expected the sort screen asked for")
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
