// Tests of the MVC model alone, with a mock API and no controller: it holds the blogs and the like's rules and tells
// its observers of every change — the model → notification → controller loop of the source article.
import ProfileKit
import TestSupport
import Testing
@testable import MVC

@Suite struct ProfileModelTests {
    @Test @MainActor func likeBlog_answersSentAlreadyLikedOrNotHeld() {
        expectNoLeaks { tracker in
            let (sut, api, _) = makeSUT(tracker)

            let outcomes = [sut.likeBlog(id: 101), sut.likeBlog(id: 101), sut.likeBlog(id: 102), sut.likeBlog(id: 0)]

            #expect(outcomes == [.sent, .alreadyLiked, .alreadyLiked, .notHeld],
                    "Expected sent, in flight, liked, not held; found \(outcomes)")
            #expect(api.requestCounts.like == 1, "Expected one request")
        }
    }

    @Test @MainActor func failingLike_tellsTheObserversTheLikeTheFailureAndTheRollback() {
        expectNoLeaks { tracker in
            let (sut, api, observer) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .like)

            _ = sut.likeBlog(id: 103)
            api.deliverAllPendingResponses()

            let blog = ProfileFixture.standard.blogs[2]
            #expect(observer.changes == [
                "blog 103, was ♥ 87", "like failed: \(APIError.offline.message)", "blog 103, was ♥ 88",
            ], "Expected the like, its failure and its rollback, each with what the blog showed before; found \(observer.changes)")
            #expect(sut.shownBlog(id: 103) == blog, "Expected the server's copy shown again")
        }
    }

    @Test @MainActor func loadBlogs_tellsTheObserversOfEachAdmittedAnswerOnly() {
        expectNoLeaks { tracker in
            let (sut, api, observer) = makeSUT(tracker)
            api.injectFault(.error(.server(status: 500)), on: .blogs)
            sut.loadBlogs()
            sut.loadBlogs()

            api.deliverPendingResponse(at: 1)
            api.deliverAllPendingResponses()

            #expect(observer.changes == ["blogs loaded"], "Expected the newer answer only; found \(observer.changes)")
        }
    }

    @Test @MainActor func removedObserver_hearsNothingMore() {
        expectNoLeaks { tracker in
            let (sut, _, observer) = makeSUT(tracker)
            observer.stopObserving()

            _ = sut.likeBlog(id: 101)

            #expect(observer.changes.isEmpty, "Expected no change told to a removed observer")
        }
    }
}

// MARK: - Helpers

/// Records what the model tells it, in words; removes itself on request. Captured weakly by its handler.
@MainActor
private final class ModelObserver {
    private(set) var changes: [String] = []
    private let model: ProfileModel
    private var token: ProfileModel.ObserverToken?

    init(_ model: ProfileModel) {
        self.model = model
        token = model.addObserver { [weak self] change in self?.record(change) }
    }

    func stopObserving() {
        token.map(model.removeObserver)
        token = nil
    }

    private func record(_ change: ProfileModel.Change) {
        switch change {
        case .blogsLoaded(let error): changes.append(error.map { "blogs failed: \($0.message)" } ?? "blogs loaded")
        case .blogChanged(let id, let shownBefore):
            changes.append("blog \(id), was \(ProfileText.likeTitle(shownBefore.likeCount))")
        case .likeFailed(let error): changes.append("like failed: \(error.message)")
        }
    }
}

/// A model holding the standard blogs on a queued API, and an observer that heard nothing yet; both tracked.
@MainActor
private func makeSUT(_ tracker: LeakTracker) -> (sut: ProfileModel, api: MockProfileAPI, observer: ModelObserver) {
    let api = MockProfileAPI(scheduling: .queued)
    let sut = ProfileModel(api: api, userID: api.serverUser.id)
    sut.loadBlogs()
    api.deliverAllPendingResponses()
    let observer = ModelObserver(sut)
    tracker.track(sut, as: "ProfileModel")
    tracker.track(observer, as: "ModelObserver")
    return (sut, api, observer)
}
