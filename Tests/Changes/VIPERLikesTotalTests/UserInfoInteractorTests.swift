// The UserInfo interactor alone, against a queued mock API and the blogs data manager whose likes total it reports,
// observed through a spy output.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERLikesTotal

struct UserInfoInteractorTests {
    // MARK: Loading (B1, B11)

    @Test @MainActor func loadUser_reportsTheUserOnceItArrives() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)

            sut.loadUser()
            #expect(api.pendingEndpoints == [.user], "Expected one user request")
            #expect(output.messages.isEmpty, "Expected nothing reported before the answer")

            api.deliverAllPendingResponses()
            #expect(output.messages.count == 1, "Expected one report")
            #expect(output.messages.first == .didLoadUser(ProfileFixture.standard.user), "Expected the server's user reported")
        }
    }

    @Test @MainActor func loadFailure_reportsTheError() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            api.injectFault(.error(.notFound), on: .user)

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didFailToLoadUser(.notFound)], "Expected the failure reported")
        }
    }

    @Test @MainActor func olderFailureDeliveredAfterANewerUser_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, output, api) = makeSUT(tracker: tracker)
            api.injectFault(.error(.offline), on: .user)
            sut.loadUser()
            sut.loadUser()

            api.deliverPendingResponse(at: 1)
            api.deliverPendingResponse(at: 0)

            #expect(output.messages == [.didLoadUser(ProfileFixture.standard.user)],
                    "Expected the old error not to replace the newer user")
        }
    }

    // MARK: The blogs' likes total, from the blogs data manager

    @Test @MainActor func blogsAnswer_reportsTheLikesTotalOfTheBlogs() {
        expectNoLeaks { tracker in
            let (sut, output, api, blogs) = makeSUTOnBlogs(tracker: tracker)

            blogs.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didChangeLikesTotal(likesTotal(of: api.serverBlogs))],
                    "Expected the total of the blogs' likes reported once")
            withExtendedLifetime(sut) {}
        }
    }

    @Test @MainActor func failedBlogsAnswer_reportsNoTotal() {
        expectNoLeaks { tracker in
            let (sut, output, api, blogs) = makeSUTOnBlogs(tracker: tracker)
            api.injectFault(.error(.offline), on: .blogs)

            blogs.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(output.messages.isEmpty, "Expected no total before the blogs are held")
            withExtendedLifetime(sut) {}
        }
    }

    @Test @MainActor func likeSent_reportsTheTotalWithTheLikeInFlight() {
        expectNoLeaks { tracker in
            let (sut, output, api, blogs) = makeLoadedSUTOnBlogs(tracker: tracker)
            let total = likesTotal(of: api.serverBlogs)

            _ = blogs.likeBlog(id: unliked.id)

            #expect(output.messages == [.didChangeLikesTotal(total + 1)],
                    "Expected the total with the optimistic like, before any answer")
            withExtendedLifetime(sut) {}
        }
    }

    @Test @MainActor func likeFailure_reportsTheTotalRolledBack() {
        expectNoLeaks { tracker in
            let (sut, output, api, blogs) = makeLoadedSUTOnBlogs(tracker: tracker)
            api.injectFault(.error(.offline), on: .like)
            let total = likesTotal(of: api.serverBlogs)

            _ = blogs.likeBlog(id: unliked.id)
            api.deliverAllPendingResponses()

            #expect(output.messages == [.didChangeLikesTotal(total + 1), .didChangeLikesTotal(total)],
                    "Expected the total with the like, then without it")
            withExtendedLifetime(sut) {}
        }
    }

    @Test @MainActor func likeAnsweredForABlogARefreshRemoved_reportsTheTotalOfTheBlogsHeld() {
        expectNoLeaks { tracker in
            let (sut, output, api, blogs) = makeLoadedSUTOnBlogs(tracker: tracker)
            _ = blogs.likeBlog(id: unliked.id)
            api.removeServerBlog(id: unliked.id)
            blogs.loadBlogs()
            api.deliverPendingResponse(at: 1)
            output.removeAllMessages()

            api.deliverAllPendingResponses()

            #expect(output.messages == [.didChangeLikesTotal(likesTotal(of: api.serverBlogs))],
                    "Expected the total told once more, without the removed blog")
            withExtendedLifetime(sut) {}
        }
    }

    /// Fails if the data manager held the interactor strongly: the header's module would outlive its view controller.
    @Test @MainActor func blogsDataManager_doesNotKeepTheInteractorAlive() {
        let api = MockProfileAPI()
        let blogs = BlogsDataManager(api: api, userID: api.serverUser.id)

        expectReferencedWeakly(
            UserInfoInteractor(api: api, userID: api.serverUser.id), as: "data manager's likes total output",
            attach: { blogs.likesTotalOutput = $0 }, read: { blogs.likesTotalOutput })
    }

    // MARK: Lifetime (B14)

    /// Fails if a completion captured the interactor strongly: it would outlive its module and still report.
    @Test @MainActor func answersArrivingAfterTheInteractorIsGone_reportNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let output = UserInfoInteractorOutputSpy()
        do {
            let sut = UserInfoInteractor(api: api, userID: api.serverUser.id)
            sut.output = output
            sut.loadUser()
        }

        api.deliverAllPendingResponses()

        #expect(api.requestCounts.user == 1, "Expected the request to have been in flight")
        #expect(output.messages.isEmpty, "Expected the late answer to find no interactor")
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: UserInfoInteractor, output: UserInfoInteractorOutputSpy, api: MockProfileAPI) {
    let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
    let output = UserInfoInteractorOutputSpy()
    let sut = UserInfoInteractor(api: api, userID: api.serverUser.id)
    sut.output = output
    tracker.track(sut, as: "UserInfoInteractor", sourceLocation: sourceLocation)
    tracker.track(output, as: "UserInfoInteractorOutputSpy", sourceLocation: sourceLocation)
    return (sut, output, api)
}

private let unliked = ProfileFixture.standard.blogs[0]

private func likesTotal(of blogs: [Blog]) -> Int {
    blogs.reduce(0) { $0 + $1.likeCount }
}

/// An interactor told the likes total by a blogs data manager, as `ProfileAssembly` wires them; tracked for leaks.
@MainActor
private func makeSUTOnBlogs(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: UserInfoInteractor, output: UserInfoInteractorOutputSpy, api: MockProfileAPI, blogs: BlogsDataManager) {
    let (sut, output, api) = makeSUT(tracker: tracker, sourceLocation: sourceLocation)
    let blogs = BlogsDataManager(api: api, userID: api.serverUser.id)
    blogs.likesTotalOutput = sut
    tracker.track(blogs, as: "BlogsDataManager", sourceLocation: sourceLocation)
    return (sut, output, api, blogs)
}

/// The same, with the standard blogs held and the first total forgotten.
@MainActor
private func makeLoadedSUTOnBlogs(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: UserInfoInteractor, output: UserInfoInteractorOutputSpy, api: MockProfileAPI, blogs: BlogsDataManager) {
    let suts = makeSUTOnBlogs(tracker: tracker, sourceLocation: sourceLocation)
    suts.blogs.loadBlogs()
    suts.api.deliverAllPendingResponses()
    suts.output.removeAllMessages()
    return suts
}
