// The BlogDetail interactor on the blogs data manager it shares with the BlogList module: its use cases, and the
// changes it hears whichever module made them. No presenter, no view.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERUnlike

struct BlogDetailInteractorTests {
    @Test @MainActor func likeBlog_sendsOneRequestAndReportsTheLikeAtOnce() {
        expectNoLeaks { tracker in
            let (sut, output, api, _) = makeSUT(tracker: tracker)

            sut.likeBlog(id: unliked.id)

            #expect(output.messages == [.didChangeBlog(unliked.mergingPendingLike(isPending: true))], "Expected the like shown at once")
            #expect(api.pendingRequests.map(\.description) == ["like(\(unliked.id))"], "Expected one like request")
        }
    }

    @Test @MainActor func likeBlog_onALikedBlog_sendsOneUnlikeRequestAndReportsTheUnlikeAtOnce() {
        expectNoLeaks { tracker in
            let (sut, output, api, _) = makeSUT(tracker: tracker)

            sut.likeBlog(id: liked.id)

            #expect(output.messages == [.didChangeBlog(liked.mergingPendingUnlike(isPending: true))],
                    "Expected the like taken back at once")
            #expect(api.pendingRequests.map(\.description) == ["unlike(\(liked.id))"], "Expected one unlike request")
        }
    }

    @Test @MainActor func likeBlog_whileItsUnlikeIsInFlight_reportsAlreadyUnlikedAndSendsNothing() {
        expectNoLeaks { tracker in
            let (sut, output, api, _) = makeSUT(tracker: tracker)
            sut.likeBlog(id: liked.id)

            sut.likeBlog(id: liked.id)

            #expect(output.messages.last == .didFindBlogAlreadyUnliked && api.requestCounts.unlike == 1,
                    "Expected the blog found unliked and nothing more sent")
        }
    }

    @Test @MainActor func likeSentByTheList_isReportedToTheDetail_andItsFailureIsLeftToTheList() {
        expectNoLeaks { tracker in
            let (sut, output, api, dataManager) = makeSUT(tracker: tracker)
            let list = BlogListInteractor(dataManager: dataManager)
            dataManager.addOutput(list)
            api.injectFault(.error(.offline), on: .like)

            list.likeBlog(id: unliked.id)
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didChangeBlog(unliked.mergingPendingLike(isPending: true)), .didChangeBlog(unliked)],
                    "Expected the list's like and its rollback on the detail, and no failure to toast twice")
            withExtendedLifetime(sut) {}
        }
    }

    @Test @MainActor func reload_isReported() {
        expectNoLeaks { tracker in
            let (sut, output, api, dataManager) = makeSUT(tracker: tracker)

            dataManager.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didReloadBlogs], "Expected the reload reported, for the presenter to look again")
            withExtendedLifetime(sut) {}
        }
    }

    @Test @MainActor func shownBlog_isTheDataManagersBlogAsShown() {
        expectNoLeaks { tracker in
            let (sut, _, _, _) = makeSUT(tracker: tracker)

            sut.likeBlog(id: unliked.id)

            #expect(sut.shownBlog(id: unliked.id) == unliked.mergingPendingLike(isPending: true), "Expected the like in flight shown")
            #expect(sut.shownBlog(id: 0) == nil, "Expected nothing for a blog not held")
        }
    }
}

// MARK: - Helpers

private let unliked = ProfileFixture.standard.blogs[0]
private let liked = ProfileFixture.standard.blogs[1]

/// A detail interactor on a data manager holding the standard blogs, wired as `BlogDetailAssembly` wires them.
@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogDetailInteractor, output: BlogDetailInteractorOutputSpy, api: MockProfileAPI, dataManager: BlogsDataManager) {
    let api = MockProfileAPI(scheduling: .queued)
    let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
    dataManager.loadBlogs()
    api.deliverAllPendingResponses()
    let output = BlogDetailInteractorOutputSpy()
    let sut = BlogDetailInteractor(dataManager: dataManager)
    sut.output = output
    dataManager.addOutput(sut)
    tracker.track(sut, as: "BlogDetailInteractor", sourceLocation: sourceLocation)
    tracker.track(dataManager, as: "BlogsDataManager", sourceLocation: sourceLocation)
    return (sut, output, api, dataManager)
}
