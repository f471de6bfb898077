// The blogs worker alone, with observer spies: the like's rules (a liked heart takes the like back, already liked or
// unliked while in flight, sent once, rolled back by dropping the overlay), the server's copy winning by version, answers in any order, observers held weakly.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPUnlike

struct BlogsWorkerTests {
    @Test @MainActor func loadBlogs_publishesTheServersBlogsOnceTheyArrive() {
        let (sut, api, observer) = makeSUT()

        sut.loadBlogs()
        api.deliverAllPendingResponses()

        #expect(observer.events == [.loaded(api.serverBlogs)], "Expected the server's blogs published once")
    }

    @Test @MainActor func loadFailure_publishesTheErrorAndKeepsTheBlogsForLikes() {
        let (sut, api, observer) = makeLoadedSUT()
        api.injectFault(.error(.offline), on: .blogs)

        sut.loadBlogs()
        api.deliverAllPendingResponses()

        #expect(observer.events == [.failedToLoad(.offline)], "Expected the error published")
        #expect(sut.shownBlog(id: 101) == api.serverBlogs[0], "Expected the blogs still held")
    }

    @Test @MainActor func olderAnswerDeliveredAfterANewerOne_isIgnored() {
        let (sut, api, observer) = makeSUT()
        api.injectFault(.error(.offline), on: .blogs)
        sut.loadBlogs()
        sut.loadBlogs()

        _ = api.deliverPendingResponse(at: 1)
        _ = api.deliverPendingResponse(at: 0)

        #expect(observer.events == [.loaded(api.serverBlogs)], "Expected the older failure ignored")
    }

    @Test @MainActor func likeBlog_publishesTheOptimisticLikeAtOnceThenSendsOneRequest() {
        let (sut, api, observer) = makeLoadedSUT()

        let outcome = sut.likeBlog(id: 101)

        #expect(outcome == .sent, "Expected the like sent")
        #expect(observer.events == [.changed(blogs[0].mergingPendingLike(isPending: true))],
                "Expected the held blog published liked, one more like, before any answer")
        #expect(api.pendingRequests == [.init(endpoint: .like, blogID: 101)], "Expected one like request")
    }

    @Test @MainActor func likeBlog_onALikedBlog_publishesTheOptimisticUnlikeAtOnceThenSendsOneUnlike() {
        let (sut, api, observer) = makeLoadedSUT()

        let outcome = sut.likeBlog(id: 102)

        #expect(outcome == .sent, "Expected the unlike sent")
        #expect(observer.events == [.changed(blogs[1].mergingPendingUnlike(isPending: true))],
                "Expected the held blog published unliked, one like fewer, before any answer")
        #expect(api.pendingRequests == [.init(endpoint: .unlike, blogID: 102)], "Expected one unlike request")
    }

    @Test @MainActor func secondTapWhileTheUnlikeIsInFlight_isAlreadyUnlikedAndSendsOneRequest() {
        let (sut, api, _) = makeLoadedSUT()
        _ = sut.likeBlog(id: 102)

        #expect(sut.likeBlog(id: 102) == .alreadyUnliked, "Expected the second tap refused")
        #expect(api.pendingResponseCount == 1, "Expected one request in flight")
    }

    @Test @MainActor func secondLikeWhileTheFirstIsInFlight_isAlreadyLikedAndSendsOneRequest() {
        let (sut, api, _) = makeLoadedSUT()
        _ = sut.likeBlog(id: 101)

        #expect(sut.likeBlog(id: 101) == .alreadyLiked, "Expected the second tap refused")
        #expect(api.pendingResponseCount == 1, "Expected one request in flight")
    }

    @Test @MainActor func likeOfABlogNoLongerHeld_isNotHeldAndSendsNothing() {
        let (sut, api, _) = makeLoadedSUT()

        #expect(sut.likeBlog(id: 999) == .notHeld, "Expected an unknown blog refused")
        #expect(api.pendingResponseCount == 0, "Expected nothing sent")
    }

    @Test @MainActor func likeFailure_publishesTheErrorAndTheHeldServerCopy() {
        let (sut, api, observer) = makeLoadedSUT()
        api.injectFault(.error(.offline), on: .like)
        _ = sut.likeBlog(id: 101)
        observer.events.removeAll()

        api.deliverAllPendingResponses()

        #expect(observer.events == [.likeFailed(.offline), .changed(blogs[0])],
                "Expected the error, then the held server copy without the like: the rollback")
    }

    @Test @MainActor func unlikeFailure_publishesTheErrorAndTheHeldServerCopy() {
        let (sut, api, observer) = makeLoadedSUT()
        api.injectFault(.error(.offline), on: .unlike)
        _ = sut.likeBlog(id: 102)
        observer.events.removeAll()

        api.deliverAllPendingResponses()

        #expect(observer.events == [.likeFailed(.offline), .changed(blogs[1])],
                "Expected the error, then the held server copy, liked again: the rollback")
    }

    @Test @MainActor func unlikeSuccess_keepsTheServersCopy_andTheNextTapLikesAgain() {
        let (sut, api, observer) = makeLoadedSUT()
        _ = sut.likeBlog(id: 102)
        observer.events.removeAll()

        api.deliverAllPendingResponses()

        let serverCopy = api.serverBlogs[1]
        #expect(!serverCopy.isLiked && observer.events == [.changed(serverCopy)], "Expected the server's unliked copy published")
        #expect(sut.likeBlog(id: 102) == .sent && api.pendingRequests == [.init(endpoint: .like, blogID: 102)],
                "Expected the next tap to like the blog again")
    }

    @Test @MainActor func likeSuccess_keepsTheServersCopyEvenWhenItDiffersFromTheGuess() {
        let (sut, api, observer) = makeLoadedSUT()
        api.updateServerBlog(id: 101) { $0.likeCount += 10 }   // another client's likes: the guess is 313, the server 323
        _ = sut.likeBlog(id: 101)
        observer.events.removeAll()

        api.deliverAllPendingResponses()

        let serverCopy = api.serverBlogs[0]
        #expect(observer.events == [.changed(serverCopy)], "Expected the server's copy published")
        #expect(sut.shownBlog(id: 101) == serverCopy, "Expected the server's copy held")
    }

    @Test @MainActor func staleRefreshDeliveredAfterTheLike_keepsTheLikedServerCopy() {
        let (sut, api, _) = makeLoadedSUT()
        sut.loadBlogs()   // answered now, before the like: its copy of 101 is older
        _ = sut.likeBlog(id: 101)

        _ = api.deliverPendingResponse(at: 1)   // the like
        _ = api.deliverPendingResponse(at: 0)   // the refresh

        #expect(sut.shownBlog(id: 101)?.isLiked == true, "Expected the newer, liked copy kept")
    }

    /// Fails if the worker held its observers strongly: an interactor observing it would outlive its module.
    @Test @MainActor func worker_doesNotKeepItsObserversAlive() {
        let (sut, _, _) = makeSUT()
        weak var released: WorkerObserverSpy?
        do {
            let observer = WorkerObserverSpy()
            sut.addObserver(observer)
            released = observer
        }

        #expect(released == nil, "Expected the observer referenced weakly, found it kept alive")
    }
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs

/// Records every event the worker publishes.
@MainActor
private final class WorkerObserverSpy: BlogsWorkerObserver {
    enum Event: Equatable { case loaded([Blog]), failedToLoad(APIError), changed(Blog), likeFailed(APIError) }
    var events: [Event] = []

    func blogsWorker(didPublish event: BlogsWorker.Event) {
        switch event {
        case .loaded(let blogs): events.append(.loaded(blogs))
        case .failedToLoad(let error): events.append(.failedToLoad(error))
        case .changed(let blog): events.append(.changed(blog))
        case .likeFailed(let error): events.append(.likeFailed(error))
        }
    }
}

@MainActor
private func makeSUT() -> (BlogsWorker, MockProfileAPI, WorkerObserverSpy) {
    let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
    let sut = BlogsWorker(api: api, userID: api.serverUser.id)
    let observer = WorkerObserverSpy()
    sut.addObserver(observer)
    return (sut, api, observer)
}

/// A worker holding the standard blogs, its observer's record emptied.
@MainActor
private func makeLoadedSUT() -> (BlogsWorker, MockProfileAPI, WorkerObserverSpy) {
    let (sut, api, observer) = makeSUT()
    sut.loadBlogs()
    api.deliverAllPendingResponses()
    observer.events.removeAll()
    return (sut, api, observer)
}
