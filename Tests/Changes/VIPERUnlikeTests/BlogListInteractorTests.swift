// The BlogList interactor on its blogs data manager: the blogs' use cases against a queued mock API, observed through a
// spy output. No presenter, no view — VIPER's promise that the business rules are testable without any UI.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERUnlike

struct BlogListInteractorTests {
    // MARK: Loading (B2, B11)

    @Test @MainActor func loadBlogs_reportsTheServersBlogsOnceTheyArrive() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)

            sut.loadBlogs()
            #expect(api.pendingEndpoints == [.blogs], "Expected one blogs request")
            #expect(output.messages.isEmpty, "Expected nothing reported before the answer")

            api.deliverAllPendingResponses()
            #expect(output.messages == [.didLoadBlogs(api.serverBlogs)], "Expected the server's blogs reported")
        }
    }

    @Test @MainActor func loadFailure_reportsTheErrorAndKeepsTheBlogsForLikes() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .blogs)

            sut.loadBlogs()
            api.deliverAllPendingResponses()
            sut.likeBlog(id: unliked.id)

            #expect(output.messages == [.didFailToLoadBlogs(.offline), .didChangeBlog(unliked.mergingPendingLike(isPending: true))],
                    "Expected the failure reported, and the blogs held before it still liked")
        }
    }

    @Test @MainActor func olderAnswerDeliveredAfterANewerOne_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.loadBlogs()
            api.updateServerBlog(id: unliked.id) { $0.title = "Renamed" }
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(output.messages == [.didLoadBlogs(api.serverBlogs)], "Expected only the newer answer reported")
        }
    }

    @Test @MainActor func olderFailureDeliveredAfterNewerBlogs_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .blogs)
            sut.loadBlogs()
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(output.messages == [.didLoadBlogs(api.serverBlogs)], "Expected the old error not to replace newer blogs")
        }
    }

    // MARK: Liking (B4–B8)

    @Test @MainActor func likeBlog_reportsTheLikeAtOnceThenSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: unliked.id)

            #expect(output.messages == [.didChangeBlog(unliked.mergingPendingLike(isPending: true))],
                    "Expected the blog reported liked, one more like, before any answer")
            #expect(api.pendingRequests.map(\.endpoint) == [.like], "Expected one like request")
            #expect(api.pendingRequests.map(\.blogID) == [unliked.id], "Expected the like request for that blog")
        }
    }

    @Test @MainActor func likeSuccess_withAServerCopyUnlikeTheGuess_reportsTheServersCopy() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.updateServerBlog(id: unliked.id) {
                $0.title = "Renamed"
                $0.likeCount += 10
            }

            sut.likeBlog(id: unliked.id)
            api.deliverAllPendingResponses()

            let serverCopy = api.serverBlogs[0]
            #expect(serverCopy.title == "Renamed" && serverCopy.likeCount == unliked.likeCount + 11,
                    "Expected the server to have counted the like on its renamed copy")
            #expect(output.messages.last == .didChangeBlog(serverCopy), "Expected the server's copy reported, not the guess")
        }
    }

    @Test @MainActor func likeFailure_reportsTheHeldServerCopyAndTheError() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .like)

            sut.likeBlog(id: unliked.id)
            api.deliverAllPendingResponses()

            #expect(output.messages.suffix(2) == [.didFailToLikeBlog(.offline), .didChangeBlog(unliked)],
                    "Expected the error, and the blog rolled back to the server's copy")
        }
    }

    @Test @MainActor func likeOnALikedBlog_reportsTheUnlikeAtOnceThenSendsOneUnlikeRequest() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: liked.id)

            #expect(output.messages == [.didChangeBlog(liked.mergingPendingUnlike(isPending: true))],
                    "Expected the blog reported not liked, one like fewer, before any answer")
            #expect(api.pendingRequests.map(\.description) == ["unlike(\(liked.id))"], "Expected one unlike request")
            #expect(api.requestCounts.like == 0, "Expected no like request")
        }
    }

    @Test @MainActor func unlikeSuccess_reportsTheServersCopy() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: liked.id)
            api.deliverAllPendingResponses()

            let serverCopy = api.serverBlogs[1]
            #expect(!serverCopy.isLiked && serverCopy.likeCount == liked.likeCount - 1,
                    "Expected the server to have taken the like back")
            #expect(output.messages.last == .didChangeBlog(serverCopy), "Expected the server's copy reported")
        }
    }

    @Test @MainActor func unlikeFailure_reportsTheErrorAndTheLikedServerCopy() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .unlike)

            sut.likeBlog(id: liked.id)
            api.deliverAllPendingResponses()

            #expect(output.messages.suffix(2) == [.didFailToLikeBlog(.offline), .didChangeBlog(liked)],
                    "Expected the error, and the blog rolled back to its liked server copy")
        }
    }

    @Test @MainActor func likeAfterTheUnlikeWasAnswered_sendsALike() {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeLoadedSUT(tracker: tracker)
            sut.likeBlog(id: liked.id)
            api.deliverAllPendingResponses()

            sut.likeBlog(id: liked.id)

            #expect(api.pendingRequests.map(\.description) == ["like(\(liked.id))"],
                    "Expected the unliked blog liked again once its unlike was answered")
        }
    }

    @Test @MainActor func secondTapWhileTheUnlikeIsInFlight_reportsAlreadyUnlikedAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: liked.id)
            sut.likeBlog(id: liked.id)

            #expect(output.messages.last == .didFindBlogAlreadyUnliked, "Expected the second tap found unliked")
            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0,
                    "Expected one unlike request for two taps, and no like")
        }
    }

    @Test @MainActor func secondLikeWhileTheFirstIsInFlight_reportsAlreadyLikedAndSendsOneRequest() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)

            sut.likeBlog(id: unliked.id)
            sut.likeBlog(id: unliked.id)

            #expect(output.messages.last == .didFindBlogAlreadyLiked, "Expected the second tap found liked")
            #expect(api.requestCounts.like == 1, "Expected one like request for two taps")
        }
    }

    // MARK: Likes meeting refreshes (B9, B10, B12)

    @Test @MainActor func refreshLandingWhileALikeIsInFlight_keepsTheLikeShown() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.loadBlogs()  // answered before the like reaches the server
            sut.likeBlog(id: unliked.id)

            api.deliverPendingResponse(at: 0)

            #expect(output.messages.last == .didLoadBlogs([unliked.mergingPendingLike(isPending: true)] + api.serverBlogs.dropFirst()),
                    "Expected the refreshed blogs with the like in flight on top")
        }
    }

    @Test @MainActor func staleRefreshDeliveredAfterTheLike_keepsTheLikedServerCopy() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.loadBlogs()  // answered before the like reaches the server
            sut.likeBlog(id: unliked.id)

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(output.messages.last == .didLoadBlogs(api.serverBlogs),
                    "Expected the liked server copy kept over the older copy in the refresh")
        }
    }

    @Test @MainActor func likeSuccessForABlogARefreshRemoved_reportsNothing() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            sut.likeBlog(id: unliked.id)
            api.removeServerBlog(id: unliked.id)
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            output.removeAllMessages()
            api.deliverAllPendingResponses()

            #expect(output.messages.isEmpty, "Expected the success for an unlisted blog ignored")
        }
    }

    @Test @MainActor func likeFailureForABlogARefreshRemoved_reportsTheErrorWithoutABlog() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeLoadedSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .like)
            sut.likeBlog(id: unliked.id)
            api.removeServerBlog(id: unliked.id)
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            api.deliverAllPendingResponses()

            #expect(output.messages.last == .didFailToLikeBlog(.offline), "Expected the error reported, no blog changed")
        }
    }

    // MARK: One source of truth: the detail's changes reach the list

    @Test @MainActor func likeSentByADetailOnTheSameDataManager_isReportedToTheList() {
        expectNoLeaks { tracker in
            let (sut, output, api, dataManager) = makeLoadedSUTWithDataManager(tracker: tracker)
            let detail = BlogDetailInteractor(dataManager: dataManager)
            dataManager.addOutput(detail)
            api.injectFault(.error(.offline), on: .like)

            detail.likeBlog(id: unliked.id)
            api.deliverAllPendingResponses()

            #expect(output.messages == [
                .didChangeBlog(unliked.mergingPendingLike(isPending: true)), .didFailToLikeBlog(.offline), .didChangeBlog(unliked),
            ], "Expected the list to hear the detail's like, its failure and its rollback")
            withExtendedLifetime(sut) {}
        }
    }

    // MARK: Lifetime (B14)

    /// Fails if the data manager held its outputs strongly: the interactor would outlive its module and still report.
    @Test @MainActor func answersArrivingAfterTheInteractorIsGone_reportNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
        let output = BlogListInteractorOutputSpy()
        do {
            let sut = BlogListInteractor(dataManager: dataManager)
            sut.output = output
            dataManager.addOutput(sut)
            sut.loadBlogs()
        }

        api.deliverAllPendingResponses()

        #expect(api.requestCounts.blogs == 1, "Expected the request to have been in flight")
        #expect(output.messages.isEmpty, "Expected the late answer to find no interactor")
    }
}

// MARK: - Helpers

private let unliked = ProfileFixture.standard.blogs[0]
private let liked = ProfileFixture.standard.blogs[1]

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListInteractor, output: BlogListInteractorOutputSpy, api: MockProfileAPI) {
    let (sut, output, api, _) = makeSUTWithDataManager(tracker: tracker, sourceLocation: sourceLocation)
    return (sut, output, api)
}

/// An interactor on its own data manager, as `ProfileAssembly` wires them; everything is tracked for leaks.
@MainActor
private func makeSUTWithDataManager(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListInteractor, output: BlogListInteractorOutputSpy, api: MockProfileAPI, dataManager: BlogsDataManager) {
    let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
    let output = BlogListInteractorOutputSpy()
    let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
    let sut = BlogListInteractor(dataManager: dataManager)
    sut.output = output
    dataManager.addOutput(sut)
    tracker.track(sut, as: "BlogListInteractor", sourceLocation: sourceLocation)
    tracker.track(dataManager, as: "BlogsDataManager", sourceLocation: sourceLocation)
    tracker.track(output, as: "BlogListInteractorOutputSpy", sourceLocation: sourceLocation)
    return (sut, output, api, dataManager)
}

/// An interactor holding the standard blogs, with its output's messages cleared.
@MainActor
private func makeLoadedSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListInteractor, output: BlogListInteractorOutputSpy, api: MockProfileAPI) {
    let (sut, output, api, _) = makeLoadedSUTWithDataManager(tracker: tracker, sourceLocation: sourceLocation)
    return (sut, output, api)
}

@MainActor
private func makeLoadedSUTWithDataManager(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListInteractor, output: BlogListInteractorOutputSpy, api: MockProfileAPI, dataManager: BlogsDataManager) {
    let (sut, output, api, dataManager) = makeSUTWithDataManager(tracker: tracker, sourceLocation: sourceLocation)
    sut.loadBlogs()
    api.deliverAllPendingResponses()
    output.removeAllMessages()
    return (sut, output, api, dataManager)
}
