// Tests of the blogs section's presenter: against a view spy, a navigator spy and a mock API, with no view
// controller and no table. Its row presenters are real: they are the rows this presenter keeps.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPSortPicker

/// Loading, reloading and answers out of order (B2, B9–B14), and the order picked on the sort screen (docs/CHANGING.md,
/// 3), on the list presenter alone.
@Suite struct BlogListPresenterTests {
    // MARK: B2 load blogs

    @Test @MainActor func blogsLoaded_makesOneRowPresenterPerBlogInOrderAndShowsThemOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker, loaded: false)

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.rows.map(\.blog) == api.serverBlogs, "Expected one row per blog, in the server's order")
            #expect(view.messages == [.showBlogs], "Expected the section shown once")
        }
    }

    @Test @MainActor func blogsFailure_showsTheSectionErrorAndKeepsTheRowsForLikes() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            api.injectFault(.truncatedJSON, on: .blogs)

            sut.loadBlogs()
            api.deliverAllPendingResponses()
            sut.rowPresenter(at: 0).didTapLike()

            #expect(view.messages.last == .showBlogsError(ProfileText.sectionError(.blogs, .malformedPayload(detail: ""))),
                    "Expected the section's error")
            #expect(sut.numberOfBlogs == 12, "Expected the rows kept in memory, hidden")
            #expect(api.requestCounts.like == 1, "Expected a kept row to still answer a like")
        }
    }

    // MARK: Reloads

    @Test @MainActor func reload_keepsTheRowPresenterOfEveryBlogStillListedWhereverItMoved() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            let firstRow = sut.rowPresenter(at: 0)
            api.moveServerBlog(id: 101, to: 5)

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.rowPresenter(at: 5) === firstRow, "Expected blog 101's presenter on its new row")
        }
    }

    @Test @MainActor func reload_givesEachRowTheNewerCopyWithoutShowingItToItsCell() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            let cell = BlogCellViewSpy()
            sut.rowPresenter(at: 0).attach(cell)
            cell.forgetShownRows()
            api.updateServerBlog(id: 101) { $0.title = "Renamed" }

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.rowPresenter(at: 0).blog.title == "Renamed", "Expected the row to hold the server's new copy")
            #expect(cell.shownRows.isEmpty, "Expected the row presenter quiet: the reload renders the row")
            #expect(view.messages == [.showBlogs, .showBlogs], "Expected the answer rendered through the reload")
        }
    }

    // MARK: B9, B10 a refresh and a like in flight

    @Test @MainActor func refreshLandingWhileALikeIsInFlight_keepsTheOverlay() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            sut.loadBlogs()                          // answered now: blog 101 not liked
            sut.rowPresenter(at: 0).didTapLike()

            api.deliverNextPendingResponse()         // the refresh lands, the like still in flight

            #expect(sut.rowPresenter(at: 0).shownBlog.likeCount == 313 && sut.rowPresenter(at: 0).shownBlog.isLiked,
                    "Expected the row still shown liked while its like is in flight")
        }
    }

    @Test @MainActor func staleRefreshDeliveredAfterTheLike_keepsTheLikedCopy() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            sut.loadBlogs()                          // answered now: blog 101 not liked
            sut.rowPresenter(at: 0).didTapLike()

            api.deliverPendingResponse(at: 1)        // the like
            api.deliverAllPendingResponses()         // then the older list

            #expect(sut.rowPresenter(at: 0).shownBlog == api.serverBlogs[0],
                    "Expected the confirmed like (the newer version) to survive the stale list")
        }
    }

    // MARK: B11 answers out of order

    @Test @MainActor func olderBlogsAnswerDeliveredAfterANewerOne_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker, loaded: false)
            sut.loadBlogs()
            api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            api.deliverAllPendingResponses()

            #expect(sut.rowPresenter(at: 0).blog.title == "Renamed", "Expected the newer answer's rows kept")
            #expect(view.messages == [.showBlogs], "Expected the older answer to render nothing")
        }
    }

    @Test @MainActor func olderFailureDeliveredAfterANewerSuccess_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker, loaded: false)
            api.injectFault(.error(.offline), on: .blogs)
            sut.loadBlogs()                          // will fail
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            api.deliverAllPendingResponses()

            #expect(view.messages == [.showBlogs], "Expected an old error never to replace newer rows")
        }
    }

    // MARK: B12 a like for a blog a refresh removed

    @Test @MainActor func likeSuccessForABlogARefreshRemoved_changesNothing() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            sut.rowPresenter(at: 0).didTapLike()
            api.removeServerBlog(id: 101)
            sut.loadBlogs()
            api.deliverPendingResponse(at: 1)

            api.deliverAllPendingResponses()

            #expect(sut.rows.index(id: 101) == nil, "Expected blog 101 no longer listed")
            #expect(view.messages == [.showBlogs, .showBlogs], "Expected nothing shown for the success, no toast")
        }
    }

    @Test @MainActor func likeFailureForABlogARefreshRemoved_stillShowsTheToast() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .like)
            sut.rowPresenter(at: 0).didTapLike()
            api.removeServerBlog(id: 101)
            sut.loadBlogs()
            api.deliverPendingResponse(at: 1)

            api.deliverAllPendingResponses()

            #expect(view.toasts == [APIError.offline.message], "Expected the failure shown though its row is gone")
        }
    }

    @Test @MainActor func blogListedAgainWhileItsLikeIsInFlight_keepsItsLikeInFlight() throws {
        try expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            sut.rowPresenter(at: 0).didTapLike()
            api.removeServerBlog(id: 101)
            sut.loadBlogs()                          // without blog 101
            api.insertServerBlog(Blog(id: 101, title: "Back again", summary: "Reposted."), at: 0)
            sut.loadBlogs()                          // with it again, not liked
            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 1)

            let row = try #require(sut.rows.index(id: 101).map(sut.rowPresenter(at:)), "Expected blog 101 listed")
            row.didTapLike()

            #expect(row.shownBlog.isLiked, "Expected the like still in flight shown on the blog listed again")
            #expect(view.toasts == [ProfileText.alreadyLiked] && api.requestCounts.like == 1,
                    "Expected a tap to find the like still in flight for that id: a toast, no second request")
        }
    }

    // MARK: B13 select

    @Test @MainActor func didSelectBlog_opensTheBlogAsItsRowShowsIt() {
        expectNoLeaks { tracker in
            let (sut, _, navigator, _) = makeSUT(tracker)
            sut.rowPresenter(at: 0).didTapLike()

            sut.didSelectBlog(at: 0)
            let detailView = BlogCellViewSpy()
            navigator.blogDetails.first?.view = detailView
            navigator.blogDetails.first?.didLoadView()

            #expect(navigator.opened == [.blogDetail(blogID: 101)], "Expected the detail of row 0's blog opened")
            #expect(detailView.shownRows.map(\.likeTitle) == ["♥ 313"] && detailView.shownRows.first?.isLiked == true,
                    "Expected the detail to show the blog as its row shows it: the server's copy with the like in flight")
        }
    }

    /// The detail it opened is the one it keeps up to date: a second selection (a second tap on a row, landing while
    /// the detail comes in) must not replace it.
    @Test @MainActor func didSelectBlog_whileItsDetailIsOpen_opensNoSecondDetail() {
        expectNoLeaks { tracker in
            let (sut, _, navigator, _) = makeSUT(tracker)

            sut.didSelectBlog(at: 0)
            sut.didSelectBlog(at: 0)

            #expect(navigator.opened == [.blogDetail(blogID: 101)], "Expected one detail opened for two selections")
        }
    }

    // MARK: One source of truth: the open detail

    @Test @MainActor func likeTappedOnTheDetail_isTheRowsLikeAndShowsOnBothScreens() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            let (detail, detailView, navigator) = openDetail(of: 0, in: sut)
            let cell = BlogCellViewSpy()
            sut.rowPresenter(at: 0).attach(cell)
            cell.forgetShownRows()

            detail.didTapLike()

            #expect(api.requestCounts.like == 1, "Expected the detail's like sent once, by the row")
            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 313"], "Expected the row to show the like at once")
            #expect(detailView.shownRows.map(\.likeTitle) == ["♥ 313"], "Expected the detail to show it at once")
            withExtendedLifetime(navigator) {}
        }
    }

    @Test @MainActor func likeAnswerChangingTheRow_updatesTheOpenDetailOnce() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            api.updateServerBlog(id: 101) { $0.likeCount += 5 }
            sut.rowPresenter(at: 0).didTapLike()
            let (_, detailView, navigator) = openDetail(of: 0, in: sut)

            api.deliverAllPendingResponses()

            #expect(detailView.shownRows.map(\.likeTitle) == ["♥ 318"], "Expected the server's copy on the detail, once")
            withExtendedLifetime(navigator) {}
        }
    }

    @Test @MainActor func reload_updatesTheOpenDetailOnlyWhenItsBlogChanged() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            let (_, detailView, navigator) = openDetail(of: 0, in: sut)

            sut.loadBlogs()
            api.deliverAllPendingResponses()
            let afterUnchangedReload = detailView.shownRows.count
            api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(afterUnchangedReload == 0, "Expected no update for a reload that changed nothing")
            #expect(detailView.shownRows.map(\.title) == ["Renamed"], "Expected the renamed blog on the detail, once")
            withExtendedLifetime(navigator) {}
        }
    }

    @Test @MainActor func detailOfABlogNoLongerListed_staysAndItsLikeDoesNothing() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            let (detail, detailView, navigator) = openDetail(of: 0, in: sut)
            api.removeServerBlog(id: 101)
            sut.loadBlogs()
            api.deliverAllPendingResponses()

            detail.didTapLike()

            #expect(api.requestCounts.like == 0 && view.toasts.isEmpty, "Expected no request and no toast")
            #expect(detailView.shownRows.isEmpty, "Expected the detail left as it was")
            withExtendedLifetime(navigator) {}
        }
    }

    @Test @MainActor func presenter_doesNotKeepTheOpenDetailAlive() {
        expectNoLeaks { tracker in
            let (sut, _, _, _) = makeSUT(tracker)
            weak var releasedDetail: BlogDetailPresenter?

            do {
                let (detail, _, _) = openDetail(of: 0, in: sut)
                releasedDetail = detail
            }

            #expect(releasedDetail == nil, "Expected the list presenter to reference the detail weakly: its view owns it")
        }
    }

    // MARK: Sort (the presenter is the sort screen's output)

    @Test @MainActor func didTapSortBlogs_opensTheSortScreenOnTheRowsOrderWithThisPresenterAsItsOutput() {
        expectNoLeaks { tracker in
            let (sut, _, navigator, _) = makeSUT(tracker)

            sut.didTapSortBlogs()
            navigator.sortBlogs.first?.didTapCancel()

            #expect(navigator.opened == [.sortBlogs(order: .newest), .closedSortBlogs],
                    "Expected the sort screen opened on the server's order, and closed by this presenter on its Cancel")
        }
    }

    @Test @MainActor func pickingByTitle_arrangesTheRowsShowsThemOnceAndClosesTheScreen() {
        expectNoLeaks { tracker in
            let (sut, view, navigator, _) = makeSUT(tracker)

            sut.sortBlogsDidPick(.title)

            #expect(sut.order == .title, "Expected the order kept")
            #expect(sut.rows.prefix(3).map(\.id) == [109, 103, 111], "Expected the rows by title: Bindings, Café, Child")
            #expect(view.messages == [.showBlogs, .showBlogs] && navigator.opened == [.closedSortBlogs],
                    "Expected the section shown again, once, and the sort screen closed")
        }
    }

    @Test @MainActor func pickingTheOrderTheRowsAreIn_rendersNothingAndClosesTheScreen() {
        expectNoLeaks { tracker in
            let (sut, view, navigator, api) = makeSUT(tracker)

            sut.sortBlogsDidPick(.newest)

            #expect(sut.rows.map(\.id) == api.serverBlogs.map(\.id), "Expected the rows where they were")
            #expect(view.messages == [.showBlogs] && navigator.opened == [.closedSortBlogs],
                    "Expected nothing rendered, and the sort screen closed")
        }
    }

    @Test @MainActor func pickingNewestAgain_restoresTheAnswersOrder() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            sut.sortBlogsDidPick(.title)

            sut.sortBlogsDidPick(.newest)

            #expect(sut.rows.map(\.id) == api.serverBlogs.map(\.id), "Expected the rows in the answer's order again")
            #expect(view.messages == [.showBlogs, .showBlogs, .showBlogs], "Expected one render per order that changed")
        }
    }

    @Test @MainActor func pickWhileTheSectionShowsItsError_arrangesTheRowsWithoutRendering() {
        expectNoLeaks { tracker in
            let (sut, view, _, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .blogs)
            sut.loadBlogs()
            api.deliverAllPendingResponses()

            sut.sortBlogsDidPick(.title)

            #expect(sut.rows.first?.id == 109, "Expected the rows kept behind the error arranged by title")
            #expect(view.messages.count == 2 && view.messages.last == .showBlogsError(
                ProfileText.sectionError(.blogs, .offline)), "Expected nothing rendered over the section's error")
        }
    }

    @Test @MainActor func likeAnsweredAfterAPickUnderTheError_updatesNoCell() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            let cell = BlogCellViewSpy()
            sut.rowPresenter(at: 0).attach(cell)
            api.injectFault(.error(.offline), on: .like)
            sut.rowPresenter(at: 0).didTapLike()
            api.injectFault(.error(.offline), on: .blogs)
            sut.loadBlogs()
            api.deliverPendingResponse(at: 1)
            sut.sortBlogsDidPick(.title)
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows.isEmpty,
                    "Expected the like's rollback shown on no cell: the hidden table is laid out for the old order")
        }
    }

    @Test @MainActor func pickBeforeAnyAnswer_rendersTheEmptyTableOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeSUT(tracker, loaded: false)

            sut.sortBlogsDidPick(.title)

            #expect(view.messages == [.showBlogs], "Expected the table, shown (empty) from launch, rendered once")
        }
    }

    @Test @MainActor func reload_arrangesTheAnswerInThePickedOrder() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            sut.sortBlogsDidPick(.title)
            api.updateServerBlog(id: 101) { $0.title = "A first word" }

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(sut.rows.prefix(2).map(\.id) == [101, 109], "Expected the renamed blog first by title, before Bindings")
        }
    }

    @Test @MainActor func likeAnsweredWithARenamedCopy_neverMovesItsRow() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            sut.sortBlogsDidPick(.title)
            api.updateServerBlog(id: 109) { $0.title = "Zebras without a framework" }

            sut.rowPresenter(at: 0).didTapLike()
            api.deliverAllPendingResponses()

            #expect(sut.rowPresenter(at: 0).id == 109 && sut.rowPresenter(at: 0).blog.title.hasPrefix("Zebras"),
                    "Expected blog 109 renamed and still on row 0: only an answer or a pick arranges the rows")
        }
    }

    @Test @MainActor func rowNumbers_areTheRowsAsShown() {
        expectNoLeaks { tracker in
            let (sut, _, navigator, api) = makeSUT(tracker)
            sut.sortBlogsDidPick(.title)

            sut.rowPresenter(at: 1).didTapLike()
            sut.didSelectBlog(at: 1)

            #expect(api.pendingRequests.map(\.description) == ["like(103)"], "Expected row 1's like to be blog 103's")
            #expect(navigator.opened.last == .blogDetail(blogID: 103), "Expected row 1's detail to be blog 103's")
        }
    }

    @Test @MainActor func presenter_doesNotKeepTheSortScreenAlive() {
        expectNoLeaks { tracker in
            let (sut, _, _, _) = makeSUT(tracker)
            weak var releasedSortScreen: SortBlogsPresenter?

            do {
                let navigator = NavigatorSpy()
                sut.navigator = navigator
                sut.didTapSortBlogs()
                releasedSortScreen = navigator.sortBlogs.first
            }

            #expect(releasedSortScreen == nil, "Expected the list presenter to keep no sort screen: its view owns it")
        }
    }

    // MARK: Toasts

    @Test @MainActor func rowPresenters_showTheirToastsThroughTheListsView() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeSUT(tracker)

            sut.rowPresenter(at: 1).didTapLike()

            #expect(view.toasts == [ProfileText.alreadyLiked], "Expected the row's toast shown by the list's view")
        }
    }

    // MARK: B14 after the presenter is gone

    @Test @MainActor func answersAfterThePresenterIsGone_doNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let view = BlogListViewSpy()
        expectNoLeaks { tracker in
            let sut = BlogListPresenter(api: api, userID: api.serverUser.id)
            tracker.track(sut, as: "BlogListPresenter")
            sut.view = view
            sut.loadBlogs()
        }

        api.deliverAllPendingResponses()

        #expect(view.messages.isEmpty, "Expected a late answer to find no presenter and show nothing")
    }

    // MARK: Ownership

    @Test @MainActor func presenter_doesNotKeepItsViewOrNavigatorAlive() {
        expectNoLeaks { tracker in
            let (sut, _, _, _) = makeSUT(tracker, loaded: false)

            expectReferencedWeakly(BlogListViewSpy(), as: "presenter's view", attach: { sut.view = $0 }, read: { sut.view })
            expectReferencedWeakly(
                NavigatorSpy(), as: "presenter's navigator", attach: { sut.navigator = $0 }, read: { sut.navigator })
        }
    }
}

// MARK: - Helpers

extension BlogListPresenterTests {
    /// Selects `row` with a navigator of its own, which keeps the detail presenter as its view controller would, and
    /// loads the detail with a view spy that has forgotten the first render.
    @MainActor
    private func openDetail(
        of row: Int, in sut: BlogListPresenter
    ) -> (detail: BlogDetailPresenter, view: BlogCellViewSpy, navigator: NavigatorSpy) {
        let navigator = NavigatorSpy(), view = BlogCellViewSpy()
        sut.navigator = navigator
        sut.didSelectBlog(at: row)
        guard let detail = navigator.blogDetails.last else { preconditionFailure("Expected a detail opened") }
        detail.view = view
        detail.didLoadView()
        view.forgetShownRows()
        return (detail, view, navigator)
    }

    /// A blogs presenter on a queued API with a view spy and a navigator spy, its first answer delivered (one `showBlogs` in
    /// the view's log) unless `loaded` is false. The presenter and its rows are tracked for leaks.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, loaded: Bool = true
    ) -> (sut: BlogListPresenter, view: BlogListViewSpy, navigator: NavigatorSpy, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let view = BlogListViewSpy()
        let navigator = NavigatorSpy()
        let sut = BlogListPresenter(api: api, userID: api.serverUser.id)
        sut.view = view
        sut.navigator = navigator
        if loaded {
            sut.loadBlogs()
            api.deliverAllPendingResponses()
            for row in sut.rows { tracker.track(row, as: "BlogCellPresenter \(row.id)") }
        }
        tracker.track(sut, as: "BlogListPresenter")
        return (sut, view, navigator, api)
    }
}
