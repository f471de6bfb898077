// Specifications of the row view model, with no view at all: call the like command, observe the values.
@testable import MVVM
import ProfileKit
import TestSupport
import Testing

@Suite struct BlogCellViewModelSpecification {
    @Test @MainActor func init_publishesTheBlogAsDisplayText() {
        let (sut, _, _) = makeSUT(blog: notLikedBlog)

        #expect(sut.title.value == notLikedBlog.title, "Expected the blog's title")
        #expect(sut.summary.value == notLikedBlog.summary, "Expected the blog's summary")
        #expect(sut.likeTitle.value == "♥ 312", "Expected the like count as the button title")
        #expect(sut.isLiked.value == false, "Expected the like button not selected")
        #expect(sut.shareText.value == "↗ 48", "Expected the share count")
    }

    @Test @MainActor func likeCommand_whenNotLiked_publishesOptimisticCountAtOnce() {
        let (sut, api, _) = makeSUT(blog: notLikedBlog)
        let likeTitles = Recorder<String>(), likedStates = Recorder<Bool>()
        sut.likeTitle.bind(likeTitles.record)
        sut.isLiked.bind(likedStates.record)

        sut.likeBlog()

        #expect(likeTitles.values == ["♥ 312", "♥ 313"], "Expected the optimistic count before any response")
        #expect(likedStates.last == true, "Expected the button selected before any response")
        #expect(api.pendingEndpoints == [.like], "Expected one like request in flight")
    }

    @Test @MainActor func likeSuccess_publishesTheServerCopy() {
        let (sut, api, toasts) = makeSUT(blog: notLikedBlog)
        api.updateServerBlog(id: notLikedBlog.id) { $0.likeCount = 400 }

        sut.likeBlog()
        api.deliverAllPendingResponses()

        #expect(sut.likeTitle.value == "♥ 401", "Expected the server's count, not the optimistic guess")
        #expect(sut.isLiked.value == true, "Expected the server's liked state")
        #expect(toasts.values.isEmpty, "Expected no toast on success")
    }

    @Test @MainActor func likeFailure_rollsBackAndPublishesToast() {
        let (sut, api, toasts) = makeSUT(blog: notLikedBlog)
        api.injectFault(.error(.offline), on: .like)

        sut.likeBlog()
        api.deliverAllPendingResponses()

        #expect(sut.likeTitle.value == "♥ 312", "Expected the count rolled back")
        #expect(sut.isLiked.value == false, "Expected the liked state rolled back")
        #expect(toasts.values == [APIError.offline.message], "Expected the error's message as a toast")
    }

    @Test @MainActor func likeCommand_whenAlreadyLiked_publishesToastWithoutRequest() {
        let (sut, api, toasts) = makeSUT(blog: likedBlog)

        sut.likeBlog()

        #expect(toasts.values == [ProfileText.alreadyLiked], "Expected the already-liked toast")
        #expect(api.requestCounts.like == 0, "Expected no like request")
        #expect(sut.likeTitle.value == "♥ 198", "Expected the count unchanged")
    }

    @Test @MainActor func likeCommand_whileLikeInFlight_isTreatedAsAlreadyLiked() {
        let (sut, api, toasts) = makeSUT(blog: notLikedBlog)
        api.injectFault(.error(.offline), on: .like)
        sut.likeBlog()

        sut.likeBlog()

        #expect(api.requestCounts.like == 1, "Expected a single like request")
        #expect(sut.likeTitle.value == "♥ 313", "Expected a single optimistic like")
        #expect(toasts.values == [ProfileText.alreadyLiked], "Expected the second tap told it is already liked")
    }

    @Test @MainActor func updateWhileLikeInFlight_keepsTheOptimisticLike() {
        let (sut, api, _) = makeSUT(blog: notLikedBlog)
        sut.likeBlog()

        sut.update(with: notLikedBlog)

        #expect(sut.likeTitle.value == "♥ 313", "Expected the fresh copy merged with the like in flight")
        #expect(sut.isLiked.value == true, "Expected the row to stay liked while the like is in flight")
        #expect(api.pendingResponseCount == 1, "Expected the like still in flight")
    }

    @Test @MainActor func update_withAnUnchangedBlog_publishesNothing() {
        let (sut, _, _) = makeSUT(blog: notLikedBlog)
        let titles = Recorder<String>()
        sut.title.bind(titles.record)

        sut.update(with: notLikedBlog)

        #expect(titles.values.count == 1, "Expected no publication when the server copy equals the shown blog")
    }

    @Test @MainActor func likeFailure_afterTheRowIsGone_stillPublishesToast() {
        let api = MockProfileAPI(scheduling: .queued)
        let toasts = Recorder<String>()
        api.injectFault(.error(.server(status: 503)), on: .like)
        var sut: BlogCellViewModel? = BlogCellViewModel(blog: notLikedBlog, api: api, showToast: toasts.record)
        sut?.likeBlog()

        sut = nil
        api.deliverAllPendingResponses()

        #expect(toasts.values == [APIError.server(status: 503).message], "Expected the failure reported anyway")
    }

    @Test @MainActor func likeInFlight_doesNotKeepTheRowAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        expectNoLeaks { tracker in
            let sut = BlogCellViewModel(blog: notLikedBlog, api: api, showToast: { _ in })
            sut.likeBlog()
            tracker.track(sut, as: "BlogCellViewModel")
            tracker.track(sut.likeTitle, as: "BlogCellViewModel.likeTitle box")
        }
        #expect(api.pendingResponseCount == 1, "Expected the like still in flight, held by the API alone")
    }

    // MARK: Helpers

    private let notLikedBlog = Blog(id: 101, title: "深入分析 MVC、MVP、MVVM、VIPER",
                                    summary: "Four ways to build one profile screen.",
                                    isLiked: false, likeCount: 312, shareCount: 48)
    private let likedBlog = Blog(id: 102, title: "Retain cycles, explained 🔁",
                                 summary: "Who holds whom, and why weak matters.",
                                 isLiked: true, likeCount: 198, shareCount: 21)

    @MainActor
    private func makeSUT(blog: Blog) -> (sut: BlogCellViewModel, api: MockProfileAPI, toasts: Recorder<String>) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let toasts = Recorder<String>()
        let sut = BlogCellViewModel(blog: blog, api: api, showToast: toasts.record)
        return (sut, api, toasts)
    }
}
