// Specifications of one blog row's presenter: the like logic, tested against spies, with no cell and no table.
import ProfileKit
import Testing
@testable import MVP

@Suite struct BlogCellPresenterSpecification {
    @Test @MainActor func attach_displaysTheWholeRow() {
        let (sut, row, _, _) = makeSUT()

        sut.attach(row)

        #expect(row.messages == [
            .display(title: "深入分析 MVC、MVP、MVVM、VIPER", summary: "Four ways to build one profile screen.", shareText: "↗ 48"),
            .displayLike(title: "♥ 312", isLiked: false),
        ], "Expected the row's display strings and like state")
    }

    @Test @MainActor func didTapLike_displaysLikeBeforeTheRequestIsAnswered() {
        let (sut, row, _, api) = makeAttachedSUT()

        sut.didTapLike()

        #expect(row.messages == [.displayLike(title: "♥ 313", isLiked: true)], "Expected an optimistic like at once")
        #expect(api.pendingEndpoints == [.like], "Expected one like request, still in flight")
    }

    @Test @MainActor func likeSuccess_displaysServerStateWithoutToast() {
        let (sut, row, toasts, api) = makeAttachedSUT()

        sut.didTapLike()
        api.deliverAllPendingResponses()

        #expect(row.messages.last == .displayLike(title: "♥ 313", isLiked: true), "Expected the server's like to stay")
        #expect(toasts.messages.isEmpty, "Expected no toast for a successful like")
    }

    @Test @MainActor func likeFailure_rollsBackAndAsksViewToShowToast() {
        let (sut, row, toasts, api) = makeAttachedSUT()
        api.injectFault(.error(.offline), on: .like)

        sut.didTapLike()
        api.deliverAllPendingResponses()

        #expect(row.messages.last == .displayLike(title: "♥ 312", isLiked: false), "Expected the like rolled back")
        #expect(toasts.messages == [.showToast(APIError.offline.message)], "Expected the error's message as a toast")
    }

    @Test @MainActor func tapOnLikedBlog_asksViewToShowAlreadyLikedWithoutRequest() {
        let (sut, row, toasts, api) = makeAttachedSUT(blogAt: 1)

        sut.didTapLike()

        #expect(toasts.messages == [.showToast(ProfileText.alreadyLiked)], "Expected the already-liked toast")
        #expect(api.requestCounts.like == 0, "Expected no like request for a liked blog")
        #expect(row.messages.isEmpty, "Expected the row to stay as it was")
    }

    @Test @MainActor func secondTapWhileInFlight_asksViewToShowAlreadyLiked() {
        let (sut, row, toasts, api) = makeAttachedSUT()

        sut.didTapLike()
        sut.didTapLike()

        #expect(toasts.messages == [.showToast(ProfileText.alreadyLiked)], "Expected the second tap to be refused")
        #expect(api.requestCounts.like == 1, "Expected one like request for two taps")
        #expect(row.messages == [.displayLike(title: "♥ 313", isLiked: true)], "Expected the like counted once")
    }

    @Test @MainActor func responseAfterDetach_neverUpdatesTheReusedCell() {
        let (sut, row, _, api) = makeAttachedSUT()
        sut.didTapLike()

        sut.detach(row)
        row.forgetMessages()
        api.deliverAllPendingResponses()

        #expect(row.messages.isEmpty, "Expected a cell reused for another row to hear nothing from this presenter")
    }

    @Test @MainActor func detachOfAPreviousCell_keepsTheCellAttachedNow() {
        let (sut, previousRow, _, _) = makeAttachedSUT()
        let currentRow = BlogCellViewSpy()
        sut.attach(currentRow)

        sut.detach(previousRow)

        #expect(sut.view === currentRow, "Expected only the cell it names to be detached")
    }

    @Test @MainActor func responseAfterPresenterIsGone_stillToastsAFailure() {
        let api = MockProfileAPI(scheduling: .queued)
        let toasts = ProfileViewSpy()
        api.injectFault(.error(.notFound), on: .like)
        BlogCellPresenter(blog: api.serverBlogs[0], api: api, toastView: toasts).didTapLike()

        api.deliverAllPendingResponses()

        #expect(toasts.messages == [.showToast(APIError.notFound.message)],
                "Expected a failure to be shown even when a refresh dropped the blog's row")
    }

    @Test @MainActor func presenter_doesNotKeepItsCellAlive() {
        let (sut, _, _, _) = makeSUT()
        weak var releasedRow: BlogCellViewSpy?

        do {
            let row = BlogCellViewSpy()
            sut.attach(row)
            releasedRow = row
        }

        #expect(releasedRow == nil, "Expected the presenter to reference its cell weakly: the table owns cells")
        #expect(sut.view == nil, "Expected the presenter's cell to be gone with it")
    }
}

// MARK: - Helpers

extension BlogCellPresenterSpecification {
    @MainActor
    private func makeSUT(
        blogAt index: Int = 0
    ) -> (sut: BlogCellPresenter, row: BlogCellViewSpy, toasts: ProfileViewSpy, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let toasts = ProfileViewSpy()
        let sut = BlogCellPresenter(blog: api.serverBlogs[index], api: api, toastView: toasts)
        return (sut, BlogCellViewSpy(), toasts, api)
    }

    /// A presenter already showing its row in a cell; the cell's log starts empty.
    @MainActor
    private func makeAttachedSUT(
        blogAt index: Int = 0
    ) -> (sut: BlogCellPresenter, row: BlogCellViewSpy, toasts: ProfileViewSpy, api: MockProfileAPI) {
        let (sut, row, toasts, api) = makeSUT(blogAt: index)
        sut.attach(row)
        row.forgetMessages()
        return (sut, row, toasts, api)
    }
}
