// Specifications of the blogs section's presenter, with spies for its view, its rows and the navigator.
import ProfileKit
import Testing
@testable import MVP

@Suite struct BlogListPresenterSpecification {
    @Test @MainActor func blogsLoaded_makesOneRowPresenterPerBlogAndAsksViewToDisplayThem() {
        let (sut, view, api, _) = makeSUT()

        sut.loadBlogs()
        api.deliverAllPendingResponses()

        #expect(sut.numberOfBlogs == 12, "Expected one row per blog of the fixture")
        #expect(sut.cellPresenter(at: 3).blog == api.serverBlogs[3], "Expected rows in the server's order")
        #expect(view.messages == [.displayBlogs], "Expected the view to be asked to display the blogs once")
    }

    @Test @MainActor func blogsFailureAfterLoad_showsErrorAndKeepsRowsInMemory() {
        let (sut, view, api, _) = makeSUT(loaded: true)
        api.injectFault(.truncatedJSON, on: .blogs)

        sut.loadBlogs()
        api.deliverAllPendingResponses()

        #expect(view.messages.last == .displayBlogsError(
            ProfileText.sectionError(.blogs, .malformedPayload(detail: ""))),
                "Expected the section to show the decoding failure's message")
        #expect(sut.numberOfBlogs == 12, "Expected the rows loaded before to be kept, hidden")
    }

    @Test @MainActor func reload_keepsEachBlogsRowPresenter() {
        let (sut, _, api, _) = makeSUT(loaded: true)
        let before = sut.cellPresenters

        sut.loadBlogs()
        api.deliverAllPendingResponses()

        #expect(zip(before, sut.cellPresenters).allSatisfy { $0 === $1 },
                "Expected a reload to keep the presenter of every blog still listed")
    }

    @Test @MainActor func refreshLandingWhileLikeInFlight_keepsRowLikedUntilResponse() {
        let (sut, _, api, _) = makeSUT(loaded: true)
        let row = BlogCellViewSpy()
        sut.cellPresenter(at: 0).attach(row)
        sut.cellPresenter(at: 0).didTapLike()
        sut.loadBlogs()

        api.deliverPendingResponse(at: 1)  // the refresh lands before the like

        #expect(row.messages.last == .displayLike(title: "♥ 313", isLiked: true),
                "Expected the fresh server copy to keep the like still in flight")
        api.deliverAllPendingResponses()
        #expect(row.messages.last == .displayLike(title: "♥ 313", isLiked: true),
                "Expected the like's response to reach the row after the refresh")
        #expect(sut.cellPresenter(at: 0).blog == api.serverBlogs[0], "Expected the row to converge on the server")
    }

    @Test @MainActor func didSelectBlog_asksNavigatorToOpenBlogAsShown() {
        let (sut, _, _, navigator) = makeSUT(loaded: true)
        sut.cellPresenter(at: 0).didTapLike()

        sut.didSelectBlog(at: 0)

        let shown = Blog(id: 101, title: "深入分析 MVC、MVP、MVVM、VIPER", summary: "Four ways to build one profile screen.",
                         isLiked: true, likeCount: 313, shareCount: 48)
        #expect(navigator.opened == [.blogDetail(shown)], "Expected the detail of the blog with its optimistic like")
    }

    @Test @MainActor func rowTaps_raiseToastsThroughTheListsView() {
        let (sut, view, _, _) = makeSUT(loaded: true)

        sut.cellPresenter(at: 1).didTapLike()

        #expect(view.toasts == [ProfileText.alreadyLiked], "Expected row presenters to toast through the list's view")
    }

    @Test @MainActor func presenter_doesNotKeepItsViewAlive() {
        let (sut, _, _, _) = makeSUT()
        weak var releasedView: ProfileViewSpy?

        do {
            let view = ProfileViewSpy()
            sut.view = view
            releasedView = view
        }

        #expect(releasedView == nil, "Expected the presenter to reference its view weakly")
        #expect(sut.view == nil, "Expected the presenter's view to be gone with it")
    }
}

// MARK: - Helpers

extension BlogListPresenterSpecification {
    @MainActor
    private func makeSUT(
        loaded: Bool = false
    ) -> (sut: BlogListPresenter, view: ProfileViewSpy, api: MockProfileAPI, navigator: NavigatorSpy) {
        let api = MockProfileAPI(scheduling: .queued)
        let view = ProfileViewSpy()
        let navigator = NavigatorSpy()
        let sut = BlogListPresenter(api: api, userID: api.serverUser.id)
        sut.navigator = navigator
        sut.view = view
        if loaded {
            sut.loadBlogs()
            api.deliverAllPendingResponses()
        }
        return (sut, view, api, navigator)
    }
}
