// Specifications of the screen's view model, with no view at all: call the inputs, observe the values.
@testable import MVVM
import ProfileKit
import TestSupport
import Testing

@Suite struct ProfileViewModelSpecification {
    @Test @MainActor func beforeAnyResponse_publishesEmptyHeaderAndEmptySections() {
        let (sut, _) = makeSUT()

        sut.loadProfile()

        #expect(sut.header.value == .empty, "Expected an empty header before the user arrives")
        #expect(sut.blogsSection.value == .rows && sut.numberOfBlogs == 0, "Expected blogs shown, with no rows")
        #expect(sut.draftsSection.value == .rows && sut.numberOfDrafts == 0, "Expected drafts shown, with no rows")
    }

    @Test @MainActor func loadProfile_requestsUserThenBlogsThenDrafts() {
        let (sut, api) = makeSUT()

        sut.loadProfile()

        #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs, drafts, in that order")
    }

    @Test @MainActor func responses_publishHeaderTextAndRows() {
        let (sut, api) = makeSUT()

        sut.loadProfile()
        api.deliverAllPendingResponses()

        #expect(sut.header.value == HeaderState(user: api.serverUser), "Expected the header to show the user")
        #expect(sut.header.value.summary == "12 blogs · 3 drafts · 1,204 likes", "Expected the server's counts")
        #expect(sut.numberOfBlogs == 12 && sut.numberOfDrafts == 3, "Expected one row per blog and per draft")
        #expect(sut.draftCellViewModel(at: 0).edited.hasPrefix("edited "), "Expected a draft's edit line")
    }

    @Test @MainActor func userFailure_publishesHeaderErrorOnly() {
        let (sut, api) = makeSUT()
        api.injectFault(.error(.notFound), on: .user)

        sut.loadProfile()
        api.deliverAllPendingResponses()

        #expect(sut.header.value.isContentHidden, "Expected the header content hidden")
        #expect(sut.header.value.errorMessage == ProfileText.sectionError(.user, .notFound),
                "Expected the header's error message")
        #expect(sut.blogsSection.value == .rows && sut.numberOfBlogs == 12, "Expected blogs unaffected")
    }

    @Test @MainActor func refreshWithBlogsFailing_keepsHeaderAndDraftsState() {
        let (sut, api) = makeSUT()
        sut.loadProfile()
        api.deliverAllPendingResponses()
        let headerBefore = sut.header.value
        api.injectFault(.error(.offline), on: .blogs)

        sut.loadProfile()
        api.deliverAllPendingResponses()

        #expect(sut.blogsSection.value == .error(message: ProfileText.sectionError(.blogs, .offline)),
                "Expected the blogs section to show its error")
        #expect(sut.numberOfBlogs == 12, "Expected the previous blogs kept in memory")
        #expect(sut.header.value == headerBefore, "Expected the header unchanged")
        #expect(sut.draftsSection.value == .rows && sut.numberOfDrafts == 3, "Expected the drafts unchanged")
    }

    @Test @MainActor func refresh_keepsTheRowViewModelOfEveryBlogStillListed() {
        let (sut, api) = makeSUT()
        sut.loadProfile()
        api.deliverAllPendingResponses()
        let firstRow = sut.blogCellViewModel(at: 0)

        sut.loadProfile()
        api.deliverAllPendingResponses()

        #expect(sut.blogCellViewModel(at: 0) === firstRow, "Expected the same row view model after a refresh")
    }

    @Test @MainActor func refreshLandingWhileLikeInFlight_keepsTheRowLikedThenConverges() {
        let (sut, api) = makeSUT()
        sut.loadProfile()
        api.deliverAllPendingResponses()
        let row = sut.blogCellViewModel(at: 0)

        row.likeBlog()
        sut.loadProfile()
        api.deliverPendingResponse(at: 2)  // the blogs answer overtakes the like
        let whileInFlight = row.likeTitle.value
        api.deliverAllPendingResponses()

        #expect(whileInFlight == "♥ 313", "Expected the refreshed row to keep the like in flight")
        #expect(row.likeTitle.value == ProfileText.likeTitle(api.serverBlogs[0].likeCount),
                "Expected the row to show the server's count once everything has landed")
        #expect(row.isLiked.value == api.serverBlogs[0].isLiked, "Expected the server's liked state")
    }

    @Test @MainActor func rowToasts_areRelayedAsTheScreensToasts() {
        let (sut, api) = makeSUT()
        let toasts = Recorder<String>()
        sut.onToast = toasts.record
        sut.loadProfile()
        api.deliverAllPendingResponses()

        sut.blogCellViewModel(at: 1).likeBlog()

        #expect(toasts.values == [ProfileText.alreadyLiked], "Expected the row's toast on the screen's output")
    }

    @Test @MainActor func selectBlog_opensTheBlogAsCurrentlyShown() {
        let (sut, api) = makeSUT()
        let opened = Recorder<Blog>()
        sut.onOpenBlog = opened.record
        sut.loadProfile()
        api.deliverAllPendingResponses()
        sut.blogCellViewModel(at: 0).likeBlog()

        sut.didSelectBlog(at: 0)

        #expect(opened.values == [api.serverBlogs[0].applyingOptimisticLike()],
                "Expected the blog with its optimistic like")
    }

    @Test @MainActor func selectDraft_opensThatDraft() {
        let (sut, api) = makeSUT()
        let opened = Recorder<Draft>()
        sut.onOpenDraft = opened.record
        sut.loadProfile()
        api.deliverAllPendingResponses()

        sut.didSelectDraft(at: 2)

        #expect(opened.values == [api.serverDrafts[2]], "Expected the selected draft")
    }

    @Test @MainActor func responsesAfterTheViewModelIsGone_areIgnored() {
        let api = MockProfileAPI(scheduling: .queued)
        expectNoLeaks { tracker in
            let sut = ProfileViewModel(api: api, userID: api.serverUser.id)
            sut.loadProfile()
            tracker.track(sut, as: "ProfileViewModel")
        }

        api.deliverAllPendingResponses()

        #expect(api.pendingResponseCount == 0, "Expected late responses delivered to nobody, without a crash")
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT() -> (sut: ProfileViewModel, api: MockProfileAPI) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        return (ProfileViewModel(api: api, userID: api.serverUser.id), api)
    }
}
