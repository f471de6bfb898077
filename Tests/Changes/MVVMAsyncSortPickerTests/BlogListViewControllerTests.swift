// Tests of the blogs section's view with its real view model and a mock API: what it renders and when (the
// rendering policy of docs/SCENE.md), cell binding across reuse (B17), events sent before it bound, and the sort
// screen it presents.
@testable import MVVMAsyncSortPicker
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct BlogListViewControllerTests {
    @Test @MainActor func loadingTheView_beforeAnyAnswer_doesNoWorkBeyondBuildingItsViews() {
        expectNoLeaks { tracker in
            let (sut, list, _) = makeSUT(tracker)
            list.loadBlogs()
            let building = UIWork.measure { _ = TableSectionView.blogs(sortable: true) }

            let loading = UIWork.measure { sut.loadViewIfNeeded() }

            #expect(loading == building, "Expected binding to render nothing before an answer: \(loading) vs \(building)")
        }
    }

    @Test @MainActor func anAdmittedAnswer_rendersTheSectionOnce_throughItsReloadOnly() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            sut.loadViewIfNeeded()
            list.loadBlogs()
            api.deliverAllPendingResponses()
            api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            list.loadBlogs()

            let work = UIWork.measure { api.deliverAllPendingResponses() }

            // showTable: 2 hidden flags, 1 reload; 5 visible rows, each dequeued, configured and set 5 times.
            let expected = UIWork(propertySets: 2 + 5 * 5, cellsDequeued: 5, cellsConfigured: 5, reloads: 1,
                                  viewTreeChanges: 2 * 5)
            #expect(work == expected, "Expected one render of the section and no render of the old rows: \(work)")
            #expect(sut.view.descendant(at: "blogs.row.0.title", as: Label.self)?.text == "Renamed",
                    "Expected row 0 to show the answer")
        }
    }

    @Test(arguments: [false, true])
    @MainActor func aLike_rendersItsRowInPlaceOnTheTap_andAgainOnlyIfTheAnswerChangesIt(answerChangesRow: Bool) throws {
        try expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            try loadInWindow(sut, list: list, api: api) { _ in
                if answerChangesRow { api.updateServerBlog(id: 101) { $0.shareCount += 1 } }
                let button = try #require(sut.view.descendant(at: ProfileID.blogLikePath(row: 0), as: Button.self))

                let onTap = UIWork.measure { button.sendTap() }
                let onAnswer = UIWork.measure { api.deliverAllPendingResponses() }

                #expect(onTap == UIWork(propertySets: 5), "Expected the row rendered whole in place on the tap: \(onTap)")
                #expect(onAnswer == UIWork(propertySets: answerChangesRow ? 5 : 0),
                        "Expected the answer to render the row only if it changed it: \(onAnswer)")
            }
        }
    }

    @Test @MainActor func aCellReusedForAnotherRow_isNotUpdatedForItsOldRow() throws {
        try expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            try loadInWindow(sut, list: list, api: api) { window in
                let table = try #require(sut.view.descendant(at: ProfileID.Blogs.table, as: TableView.self))
                let rowZeroCell = try #require(table.cellForRow(at: 0))
                api.injectFault(.error(.offline), on: .like)
                try #require(sut.view.descendant(at: ProfileID.blogLikePath(row: 0), as: Button.self)).sendTap()
                table.scroll(toRow: 11)

                let work = UIWork.measure { api.deliverAllPendingResponses() }

                #expect(work == UIWork(toasts: 1), "Expected only the toast: no cell touched for row 0, got \(work)")
                let newRow = try #require(table.row(for: rowZeroCell), "Expected row 0's cell reused for a visible row")
                #expect(rowZeroCell.descendant(at: "row.\(newRow).title", as: Label.self)?.text == api.serverBlogs[newRow].title,
                        "Expected the reused cell to show its new row \(newRow), not row 0")
                #expect(window.toasts == [APIError.offline.message], "Expected the failure's toast")
            }
        }
    }

    @Test @MainActor func cellsThatStoppedShowingTheirRows_letGoOfThem() {
        let (sut, list, api) = makeSUT(nil)
        sut.loadViewIfNeeded()
        list.loadBlogs()
        api.deliverAllPendingResponses()
        expectNoLeaks { tracker in
            for row in 0..<5 { tracker.track(list.blogCellViewModel(at: row), as: "row view model \(row) of an old answer") }
            for blog in api.serverBlogs.dropFirst(2) { api.removeServerBlog(id: blog.id) }
            list.loadBlogs()

            api.deliverAllPendingResponses()  // 5 cells leave their rows; 2 are reused, 3 wait in the queue
        }
    }

    @Test @MainActor func anEventSentBeforeTheViewBound_isHandledWhenItBinds() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            list.loadBlogs()
            api.deliverAllPendingResponses()
            list.blogCellViewModel(at: 1).didTapLike()  // already liked: a toast, before any view bound

            let window = Window(), navigation = NavigationController()
            window.makeKeyAndVisible(navigation)
            navigation.pushViewController(sut)  // the view loads and binds

            #expect(window.toasts == [ProfileText.alreadyLiked], "Expected the waiting toast shown once the view bound")
            window.tearDown()
        }
    }

    // MARK: Sort

    @Test @MainActor func sort_presentsTheSortScreenOnTheOrder_andAPickRendersTheSectionOnce() throws {
        try expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            try loadInWindow(sut, list: list, api: api) { _ in
                let navigation = try #require(sut.navigationController)
                try #require(sut.view.descendant(at: ProfileID.Blogs.sort, as: Button.self)).sendTap()
                let sort = try #require(navigation.presentedViewController as? SortBlogsViewController,
                                        "Expected the sort screen presented")
                tracker.track(sort, as: "SortBlogsViewController")
                let pickTitle = try #require(sort.view.descendant(at: ProfileID.Sort.title, as: Button.self))

                #expect(sort.view.descendant(at: ProfileID.Sort.newest, as: Button.self)?.isSelected == true,
                        "Expected the section's order shown selected")
                let work = UIWork.measure { pickTitle.sendTap() }

                // showTable: 2 hidden flags, 1 reload; 5 visible rows, each dequeued, configured and set 5 times.
                let expected = UIWork(propertySets: 2 + 5 * 5, cellsDequeued: 5, cellsConfigured: 5, reloads: 1,
                                      viewTreeChanges: 2 * 5)
                #expect(work == expected, "Expected one render of the section: \(work)")
                #expect(navigation.presentedViewController == nil, "Expected the sort screen dismissed")
                #expect(sut.view.descendant(at: "blogs.row.0.title", as: Label.self)?.text
                            == BlogOrder.title.arrange(api.serverBlogs).first?.title, "Expected row 0 first by title")
            }
        }
    }

    @Test @MainActor func cancel_closesTheSortScreen_rendersNothing_andFreesIt() throws {
        try expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            try loadInWindow(sut, list: list, api: api) { _ in
                let navigation = try #require(sut.navigationController)
                try #require(sut.view.descendant(at: ProfileID.Blogs.sort, as: Button.self)).sendTap()
                weak var closedScreen: SortBlogsViewController?
                weak var closedViewModel: SortBlogsViewModel?
                var work = UIWork()
                do {
                    let sort = try #require(navigation.presentedViewController as? SortBlogsViewController)
                    (closedScreen, closedViewModel) = (sort, sort.viewModel)
                    let cancel = try #require(sort.view.descendant(at: ProfileID.Sort.cancel, as: Button.self))

                    work = UIWork.measure { cancel.sendTap() }
                }

                #expect(work == UIWork(), "Expected no UI work: \(work)")
                #expect(navigation.presentedViewController == nil, "Expected the sort screen dismissed")
                #expect(closedScreen == nil && closedViewModel == nil,
                        "Expected the closed module freed while the list lives")
            }
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker?
    ) -> (sut: BlogListViewController, list: BlogListViewModel, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let list = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
        let sut = BlogListViewController(viewModel: list)
        tracker?.track(sut, as: "BlogListViewController")
        tracker?.track(list, as: "BlogListViewModel")
        return (sut, list, api)
    }

    /// Shows `sut` in a window (toasts need one), loads the blogs, runs `body`, then tears the window down.
    @MainActor
    private func loadInWindow(
        _ sut: BlogListViewController, list: BlogListViewModel, api: MockProfileAPI, _ body: (Window) throws -> Void
    ) throws {
        let window = Window()
        window.makeKeyAndVisible(NavigationController(rootViewController: sut))
        list.loadBlogs()
        api.deliverAllPendingResponses()
        try body(window)
        window.tearDown()
    }
}
