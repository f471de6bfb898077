// Specification of the interactor alone: the use cases against a queued mock API, observed through a spy
// output. No presenter, no view — VIPER's promise that business rules are testable without any UI.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

@Suite struct ProfileInteractorSpecification {
    // MARK: Loading

    @Test @MainActor func loadProfile_requestsUserThenBlogsThenDrafts() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)

            sut.loadProfile()

            #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected user, blogs and drafts, in that order")
            #expect(output.messages.isEmpty, "Expected nothing reported before the API answers")
        }
    }

    @Test @MainActor func loadProfile_reportsEachSectionAsItsResponseArrives() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            sut.loadProfile()

            api.deliverNextPendingResponse()
            #expect(output.messages == [.loadedUser(api.serverUser)], "Expected the user reported on its own")

            api.deliverAllPendingResponses()
            #expect(output.messages.dropFirst() == [.loadedBlogs(api.serverBlogs), .loadedDrafts(api.serverDrafts)],
                    "Expected blogs then drafts reported as they arrive")
        }
    }

    @Test @MainActor func loadProfile_whenBlogsFail_reportsTheFailureAndTheOtherSections() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .blogs)

            sut.loadProfile()
            api.deliverAllPendingResponses()

            #expect(output.messages.dropFirst() == [.failedToLoadBlogs(.offline), .loadedDrafts(api.serverDrafts)],
                    "Expected the blogs failure reported, and the drafts loaded regardless")
        }
    }

    @Test @MainActor func loadProfile_whileALikeIsInFlight_keepsTheOptimisticLike() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.likeBlog(id: notLikedBlog.id)
            sut.loadProfile()

            api.deliverPendingResponse(at: 2)  // like, user, [blogs], drafts: the refresh overtakes the like

            #expect(output.messages.last == .loadedBlogs([notLikedBlog.applyingOptimisticLike()] + api.serverBlogs.dropFirst()),
                    "Expected the fresh blogs to keep the like still in flight")
        }
    }

    // MARK: Liking

    @Test @MainActor func likeBlog_whenNotLiked_reportsOptimisticUpdateBeforeTheAPIAnswers() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: notLikedBlog.id)

            #expect(output.messages == [.startedLiking(notLikedBlog.applyingOptimisticLike())],
                    "Expected the optimistic copy (liked, one more like) reported at once")
            #expect(api.pendingEndpoints == [.like], "Expected the like request still in flight")
        }
    }

    @Test @MainActor func likeBlog_onSuccess_reportsTheServersCopy() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.likeBlog(id: notLikedBlog.id)

            api.deliverAllPendingResponses()

            #expect(output.messages.last == .liked(api.serverBlogs[0]), "Expected the server's copy reported")
            #expect(api.serverBlogs[0].isLiked, "Expected the like to have reached the server")
        }
    }

    @Test @MainActor func likeBlog_onFailure_reportsRollback() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .like)
            sut.likeBlog(id: notLikedBlog.id)

            api.deliverAllPendingResponses()

            #expect(output.messages == [
                .startedLiking(notLikedBlog.applyingOptimisticLike()),
                .failedToLike(rolledBack: notLikedBlog, .offline),
            ], "Expected the optimistic like rolled back to the blog as it was, with the error")
        }
    }

    @Test @MainActor func likeBlog_whenAlreadyLiked_reportsAlreadyLikedWithoutARequest() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: likedBlog.id)

            #expect(output.messages == [.foundAlreadyLiked(likedBlog)], "Expected 'already liked' reported")
            #expect(api.requestCounts.like == 0, "Expected no like request for a liked blog")
        }
    }

    @Test @MainActor func likeBlog_whileInFlight_reportsAlreadyLiked() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.likeBlog(id: notLikedBlog.id)

            sut.likeBlog(id: notLikedBlog.id)

            #expect(output.messages.last == .foundAlreadyLiked(notLikedBlog.applyingOptimisticLike()),
                    "Expected a second tap while the first is in flight to count as 'already liked'")
            #expect(api.requestCounts.like == 1, "Expected one like request, not two")
        }
    }

    @Test @MainActor func likeResponse_afterTheInteractorIsGone_isDropped() {
        expectNoLeaks { tracker in
            let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
            let output = InteractorOutputSpy()
            var sut: ProfileInteractor? = ProfileInteractor(api: api, userID: api.serverUser.id)
            sut?.output = output
            sut?.loadProfile()
            api.deliverAllPendingResponses()
            api.injectFault(.error(.offline), on: .like)
            sut?.likeBlog(id: notLikedBlog.id)
            tracker.track(sut, as: "ProfileInteractor")
            let reportedBeforeRelease = output.messages

            sut = nil
            #expect(tracker.survivors.isEmpty, "Expected the like in flight not to keep the interactor alive")
            api.deliverAllPendingResponses()

            #expect(output.messages == reportedBeforeRelease, "Expected the late response to report nothing")
        }
    }
}

// MARK: - Helpers

private let notLikedBlog = ProfileFixture.standard.blogs[0]
private let likedBlog = ProfileFixture.standard.blogs[1]

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfileInteractor, output: InteractorOutputSpy, api: MockProfileAPI) {
    let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
    let sut = ProfileInteractor(api: api, userID: api.serverUser.id)
    let output = InteractorOutputSpy()
    sut.output = output
    tracker.track(sut, as: "ProfileInteractor", sourceLocation: sourceLocation)
    tracker.track(output, as: "InteractorOutputSpy", sourceLocation: sourceLocation)
    return (sut, output, api)
}

/// A SUT whose profile has loaded, with the loading reports cleared.
@MainActor
private func makeLoadedSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfileInteractor, output: InteractorOutputSpy, api: MockProfileAPI) {
    let (sut, output, api) = makeSUT(tracker: tracker, sourceLocation: sourceLocation)
    sut.loadProfile()
    api.deliverAllPendingResponses()
    output.messages.removeAll()
    return (sut, output, api)
}
