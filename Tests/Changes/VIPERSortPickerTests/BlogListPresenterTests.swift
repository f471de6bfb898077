// The BlogList presenter alone, between a spy view, a spy interactor and a spy router: what it asks for, what it
// tells the view (formatted with ProfileText), and that it tells the view about a row only when the row changes.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERSortPicker

struct BlogListPresenterTests {
    // MARK: Loading (B2)

    @Test @MainActor func loadBlogs_asksTheInteractor() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeSUT(tracker: tracker)

            sut.loadBlogs()

            #expect(interactor.messages == [.loadBlogs], "Expected the load passed to the interactor")
        }
    }

    @Test @MainActor func didLoadBlogs_showsTheTableOnceWithARowPerBlog() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeSUT(tracker: tracker)

            sut.didLoadBlogs(blogs)

            #expect(view.messages == [.showBlogs], "Expected the table shown once")
            #expect(sut.numberOfBlogs == blogs.count, "Expected a row per blog")
            #expect(sut.blog(at: 0) == BlogDisplayModel(
                id: 101, title: blogs[0].title, summary: blogs[0].summary, likeTitle: "♥ 312", isLiked: false,
                shareText: "↗ 48"), "Expected the first row formatted for display")
            #expect(sut.blog(at: 1).isLiked && sut.blog(at: 1).likeTitle == "♥ 198", "Expected the liked blog's row")
        }
    }

    @Test @MainActor func didFailToLoadBlogs_showsTheErrorAndKeepsTheRows() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)

            sut.didFailToLoadBlogs(.offline)

            #expect(view.messages == [.showBlogsError("Couldn't load blogs. \(APIError.offline.message)")],
                    "Expected the section's error")
            #expect(sut.numberOfBlogs == blogs.count, "Expected the rows kept for likes still to answer")
        }
    }

    // MARK: Liking (B4–B8, B12)

    @Test @MainActor func didTapLike_likesTheBlogOnThatRowByID() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeLoadedSUT(tracker: tracker)

            sut.didTapLike(at: 2)
            sut.didTapLike(at: blogs.count)

            #expect(interactor.messages == [.likeBlog(id: blogs[2].id)],
                    "Expected the like asked for by the blog's id, and nothing for a row that does not exist")
        }
    }

    @Test @MainActor func didChangeBlog_toALikeInFlight_showsTheRowAtOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)
            let shown = blogs[0].mergingPendingLike(isPending: true)

            sut.didChangeBlog(shown)

            let row = displayModel(for: shown)
            #expect(view.messages == [.showBlog(row, at: 0)], "Expected the row shown liked, one more like")
            #expect(sut.blog(at: 0) == row, "Expected the row kept as shown")
        }
    }

    @Test @MainActor func aLikeAfterTheRowsMoved_showsTheRowWhereTheBlogIsNow() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)
            sut.didLoadBlogs([blogs[2], blogs[0]])
            view.removeAllMessages()

            sut.didChangeBlog(blogs[0].mergingPendingLike(isPending: true))

            #expect(view.messages == [.showBlog(displayModel(for: blogs[0].mergingPendingLike(isPending: true)), at: 1)],
                    "Expected the row found by the blog's id, not by where it was")
        }
    }

    @Test @MainActor func didChangeBlog_showingWhatTheRowShows_tellsTheViewNothing() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)
            sut.didChangeBlog(blogs[0].mergingPendingLike(isPending: true))
            view.removeAllMessages()
            var serverCopy = blogs[0].mergingPendingLike(isPending: true)
            serverCopy.version = 2

            sut.didChangeBlog(serverCopy)

            #expect(view.messages.isEmpty, "Expected no update: the row already shows the server's copy")
        }
    }

    @Test @MainActor func didChangeBlog_withAServerCopyUnlikeTheGuess_showsTheServersCopy() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)
            sut.didChangeBlog(blogs[0].mergingPendingLike(isPending: true))
            view.removeAllMessages()
            var serverCopy = blogs[0].mergingPendingLike(isPending: true)
            serverCopy.title = "Renamed"
            serverCopy.likeCount += 10

            sut.didChangeBlog(serverCopy)

            #expect(view.messages == [.showBlog(displayModel(for: serverCopy), at: 0)], "Expected the server's copy shown")
        }
    }

    @Test @MainActor func didChangeBlog_backToTheServersCopy_rollsTheRowBack() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)
            sut.didChangeBlog(blogs[0].mergingPendingLike(isPending: true))
            view.removeAllMessages()

            sut.didChangeBlog(blogs[0])

            #expect(view.messages == [.showBlog(displayModel(for: blogs[0]), at: 0)],
                    "Expected the row back to the server's copy")
        }
    }

    @Test @MainActor func didChangeBlog_forABlogNoLongerListed_showsNothing() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)

            sut.didChangeBlog(ProfileFixture.standard.blogs[8])

            #expect(view.messages.isEmpty, "Expected no row for a blog not listed")
        }
    }

    @Test @MainActor func didFailToLikeBlog_toastsTheError() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)

            sut.didFailToLikeBlog(.notFound)

            #expect(view.messages == [.showToast(APIError.notFound.message)], "Expected the error's toast")
        }
    }

    @Test @MainActor func didFindBlogAlreadyLiked_toasts() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(tracker: tracker)

            sut.didFindBlogAlreadyLiked()

            #expect(view.messages == [.showToast(ProfileText.alreadyLiked)], "Expected the already-liked toast")
        }
    }

    // MARK: Selecting (B13)

    @Test @MainActor func didSelectBlog_opensTheDetailOfTheRowsBlog() {
        expectNoLeaks { tracker in
            let (sut, _, _, router) = makeLoadedSUT(tracker: tracker)

            sut.didSelectBlog(at: 2)
            sut.didSelectBlog(at: blogs.count)

            #expect(router.openedBlogIDs == [blogs[2].id], "Expected the detail of row 2's blog, once")
        }
    }

    // MARK: Sorting

    @Test @MainActor func didTapSort_opensTheSortModuleOnTheOrderWithThisPresenterAsItsOutput() {
        expectNoLeaks { tracker in
            let (sut, _, _, router) = makeLoadedSUT(tracker: tracker)

            sut.didTapSort()

            #expect(router.openedSorts.map(\.order) == [.newest], "Expected the sort module opened on the newest first")
            #expect(router.openedSorts.first?.output.output === sut, "Expected this presenter as its module output")
        }
    }

    @Test @MainActor func sortBlogsModuleDidPick_aNewOrder_arrangesTheHeldBlogsAndShowsTheTableOnce() {
        expectNoLeaks { tracker in
            let (sut, view, interactor, _) = makeLoadedSUT(tracker: tracker)
            interactor.shownBlogsStub = blogs

            sut.sortBlogsModuleDidPick(.title)

            #expect(view.messages == [.showBlogs], "Expected the table shown once")
            #expect((0..<sut.numberOfBlogs).map { sut.blog(at: $0).id } == [103, 102, 104, 101],
                    "Expected the rows by title")
        }
    }

    @Test @MainActor func sortBlogsModuleDidPick_theOrderShown_showsNothing() {
        expectNoLeaks { tracker in
            let (sut, view, interactor, _) = makeLoadedSUT(tracker: tracker)
            interactor.shownBlogsStub = blogs

            sut.sortBlogsModuleDidPick(.newest)

            #expect(view.messages.isEmpty, "Expected nothing shown for the order already shown")
        }
    }

    @Test @MainActor func sortBlogsModuleDidPick_whileTheErrorIsShown_arrangesTheRowsAndShowsNothing() {
        expectNoLeaks { tracker in
            let (sut, view, interactor, _) = makeLoadedSUT(tracker: tracker)
            interactor.shownBlogsStub = blogs
            sut.didFailToLoadBlogs(.offline)
            view.removeAllMessages()

            sut.sortBlogsModuleDidPick(.title)

            #expect(view.messages.isEmpty, "Expected the error left in place of the table")
            #expect(sut.blog(at: 0).id == 103, "Expected the rows by title all the same")
        }
    }

    @Test @MainActor func didChangeBlog_afterAPickWhileTheErrorIsShown_showsNoRow() {
        expectNoLeaks { tracker in
            let (sut, view, interactor, _) = makeLoadedSUT(tracker: tracker)
            interactor.shownBlogsStub = blogs
            sut.didFailToLoadBlogs(.offline)
            sut.sortBlogsModuleDidPick(.title)
            view.removeAllMessages()

            sut.didChangeBlog(blogs[0].mergingPendingLike(isPending: true))

            #expect(view.messages.isEmpty,
                    "Expected no row shown: the hidden table's cells are laid out for the old order")
        }
    }

    @Test @MainActor func didLoadBlogs_afterAnOrderWasPicked_showsTheAnswerInThatOrder() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeLoadedSUT(tracker: tracker)
            interactor.shownBlogsStub = blogs
            sut.sortBlogsModuleDidPick(.title)

            sut.didLoadBlogs(Array(blogs.reversed()))

            #expect((0..<sut.numberOfBlogs).map { sut.blog(at: $0).id } == [103, 102, 104, 101],
                    "Expected the answer's blogs by title")
        }
    }
}

// MARK: - Helpers

private let blogs = Array(ProfileFixture.standard.blogs.prefix(4))

private func displayModel(for blog: Blog) -> BlogDisplayModel {
    BlogDisplayModel(blog)
}

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListPresenter, view: BlogListViewSpy, interactor: BlogListInteractorSpy, router: BlogListRouterSpy) {
    let interactor = BlogListInteractorSpy()
    let router = BlogListRouterSpy()
    let view = BlogListViewSpy()
    let sut = BlogListPresenter(interactor: interactor, router: router)
    sut.view = view
    for (object, role) in [(sut, "BlogListPresenter"), (view, "BlogListViewSpy"), (interactor, "BlogListInteractorSpy"),
                           (router, "BlogListRouterSpy")] as [(AnyObject, String)] {
        tracker.track(object, as: role, sourceLocation: sourceLocation)
    }
    return (sut, view, interactor, router)
}

/// A presenter showing `blogs`, with its view's messages cleared.
@MainActor
private func makeLoadedSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListPresenter, view: BlogListViewSpy, interactor: BlogListInteractorSpy, router: BlogListRouterSpy) {
    let sut = makeSUT(tracker: tracker, sourceLocation: sourceLocation)
    sut.sut.didLoadBlogs(blogs)
    sut.view.removeAllMessages()
    return sut
}
