// Tests of one blog row's presenter, where MVP keeps the like: against a cell spy, a toast spy and a mock API,
// with no table, no cell and no view controller.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPUnlike

/// The like's behaviour list (B4–B8, B14, B17) and the unlike (docs/CHANGING.md, 1) on the row presenter alone: MVP's
/// teaching point is that the like logic has a seam of its own, so every rule is one call and one look at a spy.
@Suite struct BlogCellPresenterTests {
    // MARK: Binding

    @Test @MainActor func attach_showsTheWholeRowOnce() {
        expectNoLeaks { tracker in
            let (sut, cell, _, _) = makeSUT(tracker, attached: false)

            sut.attach(cell)

            #expect(cell.shownRows == [row(title: "深入分析 MVC、MVP、MVVM、VIPER", likeTitle: "♥ 312", isLiked: false)],
                    "Expected the row's five values, shown once")
        }
    }

    @Test @MainActor func detachedCell_isNeverUpdatedForThisRowAgain() {
        expectNoLeaks { tracker in
            let (sut, cell, _, api) = makeSUT(tracker)
            sut.didTapLike()
            api.injectFault(.error(.offline), on: .like)

            sut.detach(cell)
            cell.forgetShownRows()
            api.deliverAllPendingResponses()
            sut.didTapLike()

            #expect(cell.shownRows.isEmpty, "Expected a cell that stopped showing the row to hear nothing of it")
        }
    }

    @Test @MainActor func detachOfAPreviousCell_keepsTheCellBoundNow() {
        expectNoLeaks { tracker in
            let (sut, previousCell, _, _) = makeSUT(tracker)
            let currentCell = BlogCellViewSpy()
            sut.attach(currentCell)

            sut.detach(previousCell)
            sut.didTapLike()

            #expect(currentCell.shownRows.count == 2, "Expected the cell bound now to keep showing the row")
        }
    }

    // MARK: B4 optimistic like

    @Test @MainActor func didTapLike_showsTheWholeRowLikedAtOnceAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, cell, _, api) = makeSUT(tracker)

            sut.didTapLike()

            #expect(cell.shownRows == [row(title: "深入分析 MVC、MVP、MVVM、VIPER", likeTitle: "♥ 313", isLiked: true)],
                    "Expected the like shown before the request is answered, the whole row once")
            #expect(api.pendingRequests.map(\.description) == ["like(101)"], "Expected one like request, in flight")
            #expect(!sut.blog.isLiked && sut.blog.likeCount == 312,
                    "Expected the held copy to stay the server's: the like in flight is an overlay, never stored")
        }
    }

    // MARK: B5 success

    @Test @MainActor func likeSuccessMatchingTheGuess_doesNotShowTheRowAgain() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker)
            sut.didTapLike()
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows.isEmpty, "Expected no second configuration when the row shows the same")
            #expect(sut.blog == api.serverBlogs[0], "Expected the server's copy held")
            #expect(toasts.toasts.isEmpty, "Expected no toast for a successful like")
        }
    }

    @Test @MainActor func likeSuccessWithAServerCopyThatDiffers_showsTheServersCopy() {
        expectNoLeaks { tracker in
            let (sut, cell, _, api) = makeSUT(tracker)
            api.updateServerBlog(id: 101) { blog in
                blog.title = "Renamed"
                blog.likeCount += 5
            }
            sut.didTapLike()
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows == [row(title: "Renamed", likeTitle: "♥ 318", isLiked: true)],
                    "Expected the server's copy, renamed and counted by others too, shown once")
        }
    }

    // MARK: B6 failure

    @Test @MainActor func likeFailure_rollsBackToTheHeldServerCopyAndShowsTheToast() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .like)
            sut.didTapLike()
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows == [row(title: "深入分析 MVC、MVP、MVVM、VIPER", likeTitle: "♥ 312", isLiked: false)],
                    "Expected the row back to the server's copy")
            #expect(toasts.toasts == [APIError.offline.message], "Expected the error's message as a toast")
            #expect(!sut.isLikePending, "Expected no like in flight any more")
        }
    }

    @Test @MainActor func likeFailure_rollsBackToTheNewestCopyAReloadBroughtMeanwhile() {
        expectNoLeaks { tracker in
            let (sut, cell, _, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .like)
            sut.didTapLike()
            var newer = sut.blog
            newer.likeCount = 400
            newer.version += 10
            sut.takeNewerCopy(newer)
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 400"],
                    "Expected the rollback to show the server's last copy, not the copy from before the tap")
        }
    }

    // MARK: B7, B8 already liked

    @Test @MainActor func secondTapWhileInFlight_showsAlreadyLikedAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker)
            sut.didTapLike()

            sut.didTapLike()

            #expect(toasts.toasts == [ProfileText.alreadyLiked], "Expected the second tap refused")
            #expect(api.requestCounts.like == 1, "Expected one like request for two taps")
            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 313"], "Expected the like counted once")
        }
    }

    // MARK: Unlike

    @Test @MainActor func tapOnALikedBlog_showsTheLikeTakenBackAtOnceAndSendsOneUnlike() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker, blogAt: 1)

            sut.didTapLike()

            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 197"] && cell.shownRows.map(\.isLiked) == [false],
                    "Expected the like taken back before the request is answered, the whole row once")
            #expect(api.pendingRequests.map(\.description) == ["unlike(102)"], "Expected one unlike request, in flight")
            #expect(sut.blog.isLiked && sut.blog.likeCount == 198,
                    "Expected the held copy to stay the server's: the unlike in flight is an overlay, never stored")
            #expect(toasts.toasts.isEmpty, "Expected no toast for a liked blog any more")
        }
    }

    @Test @MainActor func unlikeSuccessMatchingTheGuess_keepsTheServersCopyWithoutShowingTheRowAgain() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker, blogAt: 1)
            sut.didTapLike()
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows.isEmpty, "Expected no second configuration when the row shows the same")
            #expect(sut.blog == api.serverBlogs[1] && !sut.blog.isLiked, "Expected the server's unliked copy held")
            #expect(toasts.toasts.isEmpty, "Expected no toast for a successful unlike")
        }
    }

    @Test @MainActor func unlikeFailure_rollsBackToTheLikedServerCopyAndShowsTheToast() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker, blogAt: 1)
            api.injectFault(.error(.offline), on: .unlike)
            sut.didTapLike()
            cell.forgetShownRows()

            api.deliverAllPendingResponses()

            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 198"] && cell.shownRows.map(\.isLiked) == [true],
                    "Expected the row back to the server's liked copy, once")
            #expect(toasts.toasts == [APIError.offline.message], "Expected the error's message as a toast")
            #expect(!sut.isUnlikePending, "Expected no unlike in flight any more")
        }
    }

    @Test @MainActor func secondTapWhileAnUnlikeIsInFlight_showsAlreadyUnlikedAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker, blogAt: 1)
            sut.didTapLike()

            sut.didTapLike()

            #expect(toasts.toasts == [ProfileText.alreadyUnliked], "Expected the second tap refused as already unliked")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0,
                    "Expected one unlike request for two taps, and no like")
            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 197"], "Expected the like taken back once")
        }
    }

    @Test @MainActor func tapAfterTheLikeIsConfirmed_takesItBack() {
        expectNoLeaks { tracker in
            let (sut, cell, toasts, api) = makeSUT(tracker)
            sut.didTapLike()
            api.deliverAllPendingResponses()
            cell.forgetShownRows()

            sut.didTapLike()

            #expect(api.pendingRequests.map(\.description) == ["unlike(101)"], "Expected the settled like taken back")
            #expect(cell.shownRows.map(\.likeTitle) == ["♥ 312"], "Expected the row unliked at once")
            #expect(toasts.toasts.isEmpty, "Expected no already-liked toast any more")
        }
    }

    @Test @MainActor func output_hearsOfTheUnlikeAtOnceAndOfItsRollback() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = BlogOutputSpy()
        expectNoLeaks { tracker in
            let sut = BlogCellPresenter(blog: api.serverBlogs[1], api: api, toastView: nil, output: output)
            tracker.track(sut, as: "BlogCellPresenter")
            api.injectFault(.error(.offline), on: .unlike)

            sut.didTapLike()
            api.deliverAllPendingResponses()

            #expect(output.changedRows == [102, 102], "Expected the unlike and its rollback reported")
        }
    }

    @Test @MainActor func unlikeAnswerAfterThePresenterIsGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let toasts = BlogListViewSpy()
        api.injectFault(.error(.offline), on: .unlike)
        expectNoLeaks { tracker in
            let sut = BlogCellPresenter(blog: api.serverBlogs[1], api: api, toastView: toasts, output: BlogOutputSpy())
            tracker.track(sut, as: "BlogCellPresenter")
            sut.didTapLike()
        }

        api.deliverAllPendingResponses()

        #expect(toasts.messages.isEmpty, "Expected a late answer to find no presenter and show nothing")
    }

    // MARK: Reloads

    @Test @MainActor func takeNewerCopy_keepsTheNewerCopyQuietly() {
        expectNoLeaks { tracker in
            let (sut, cell, _, _) = makeSUT(tracker)
            var newer = sut.blog
            newer.title = "Renamed"
            newer.version += 1

            sut.takeNewerCopy(newer)

            #expect(sut.blog == newer, "Expected the newer copy held")
            #expect(cell.shownRows.isEmpty, "Expected nothing shown: the reload that brought the copy renders the row")
        }
    }

    @Test @MainActor func takeNewerCopy_keepsTheHeldCopyWhenItIsNewer() {
        expectNoLeaks { tracker in
            let (sut, _, _, api) = makeSUT(tracker)
            let stale = sut.blog
            sut.didTapLike()
            api.deliverAllPendingResponses()

            sut.takeNewerCopy(stale)

            #expect(sut.shownBlog.isLiked, "Expected a stale copy (older version) not to undo the confirmed like")
        }
    }

    // MARK: Output (the open detail of this blog follows the row)

    @Test @MainActor func output_hearsOfTheLikeAtOnceAndOfAnAnswerOnlyWhenItChangesTheRow() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = BlogOutputSpy()
        expectNoLeaks { tracker in
            let sut = BlogCellPresenter(blog: api.serverBlogs[0], api: api, toastView: nil, output: output)
            tracker.track(sut, as: "BlogCellPresenter")

            sut.didTapLike()
            api.deliverAllPendingResponses()
            #expect(output.changedRows == [101], "Expected the tap reported; the confirming answer changed nothing")

            api.updateServerBlog(id: 101) { $0.title = "Renamed" }
            sut.takeNewerCopy(api.serverBlogs[0])
            #expect(output.changedRows == [101], "Expected a reload's copy kept quietly: the list presenter reports it")
        }
    }

    @Test @MainActor func output_hearsOfARollback() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = BlogOutputSpy()
        expectNoLeaks { tracker in
            let sut = BlogCellPresenter(blog: api.serverBlogs[2], api: api, toastView: nil, output: output)
            tracker.track(sut, as: "BlogCellPresenter")
            api.injectFault(.error(.offline), on: .like)

            sut.didTapLike()
            api.deliverAllPendingResponses()

            #expect(output.changedRows == [103, 103], "Expected the like and its rollback reported")
        }
    }

    // MARK: B14 after the presenter is gone

    @Test @MainActor func likeAnswerAfterThePresenterIsGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let toasts = BlogListViewSpy()
        api.injectFault(.error(.offline), on: .like)
        expectNoLeaks { tracker in
            let sut = BlogCellPresenter(blog: api.serverBlogs[0], api: api, toastView: toasts, output: BlogOutputSpy())
            tracker.track(sut, as: "BlogCellPresenter")
            sut.didTapLike()
        }

        api.deliverAllPendingResponses()

        #expect(toasts.messages.isEmpty, "Expected a late answer to find no presenter and show nothing")
    }

    // MARK: Ownership

    @Test @MainActor func presenter_doesNotKeepItsCellAlive() {
        expectNoLeaks { tracker in
            let (sut, _, _, _) = makeSUT(tracker, attached: false)
            weak var releasedCell: BlogCellViewSpy?

            do {
                let cell = BlogCellViewSpy()
                sut.attach(cell)
                releasedCell = cell
            }

            #expect(releasedCell == nil, "Expected the row presenter to reference its cell weakly: the table owns cells")
            #expect(sut.view == nil, "Expected the presenter's cell gone with it")
        }
    }

    @Test @MainActor func presenter_doesNotKeepItsToastViewAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        weak var releasedToastView: BlogListViewSpy?
        let sut = {
            let toastView = BlogListViewSpy()
            releasedToastView = toastView
            return BlogCellPresenter(blog: api.serverBlogs[0], api: api, toastView: toastView, output: BlogOutputSpy())
        }()

        #expect(releasedToastView == nil, "Expected the row presenter to reference the list's view weakly")
        sut.didTapLike()  // no toast view: nothing to show, nothing to crash
    }
}

// MARK: - Helpers

extension BlogCellPresenterTests {
    /// A row presenter for the standard fixture's blog at `index` on a queued API, its cell spy attached and
    /// forgotten unless `attached` is false. The presenter is tracked for leaks.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, blogAt index: Int = 0, attached: Bool = true
    ) -> (sut: BlogCellPresenter, cell: BlogCellViewSpy, toasts: BlogListViewSpy, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let toasts = BlogListViewSpy()
        let cell = BlogCellViewSpy()
        let sut = BlogCellPresenter(blog: api.serverBlogs[index], api: api, toastView: toasts, output: BlogOutputSpy())
        if attached {
            sut.attach(cell)
            cell.forgetShownRows()
        }
        tracker.track(sut, as: "BlogCellPresenter")
        return (sut, cell, toasts, api)
    }

    /// Blog 101's row with `title` and like state (its summary and share count never change here).
    private func row(title: String, likeTitle: String, isLiked: Bool) -> BlogCellViewSpy.ShownRow {
        BlogCellViewSpy.ShownRow(title: title, summary: "Four ways to build one profile screen.", likeTitle: likeTitle,
                                 isLiked: isLiked, shareText: "↗ 48")
    }
}
