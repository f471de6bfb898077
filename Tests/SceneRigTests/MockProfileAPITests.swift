// Specification of the mock API: server state, scheduling, fault injection, typed payload errors.
import Foundation
import ProfileKit
import SceneRig
import Testing

@Suite struct MockProfileAPITests {
    @Test @MainActor func immediateScheduling_deliversInsideTheCall() {
        let api = MockProfileAPI(scheduling: .immediate)
        var blogs: [Blog]?
        api.fetchBlogs(userID: 42) { blogs = try? $0.get() }
        #expect(blogs?.count == 12, "Expected the 12 fixture blogs inline")
    }

    @Test @MainActor func queuedScheduling_holdsResponsesUntilDrained() {
        let api = MockProfileAPI(scheduling: .queued)
        var delivered = false
        api.fetchUser(id: 42) { _ in delivered = true }
        #expect(!delivered && api.pendingResponseCount == 1, "Expected the response to wait in the queue")
        api.deliverAllPendingResponses()
        #expect(delivered && api.pendingResponseCount == 0, "Expected draining to deliver it")
    }

    @Test @MainActor func queuedResponses_arriveInRequestOrder() {
        let api = MockProfileAPI(scheduling: .queued)
        var order: [String] = []
        api.fetchDrafts(userID: 42) { _ in order.append("drafts") }
        api.fetchUser(id: 42) { _ in order.append("user") }
        api.likeBlog(id: 101) { _ in order.append("like") }
        #expect(api.pendingEndpoints == [.drafts, .user, .like])
        api.deliverAllPendingResponses()
        #expect(order == ["drafts", "user", "like"], "Expected FIFO delivery")
    }

    @Test @MainActor func deliverPendingResponseAt_reordersOnPurpose() {
        let api = MockProfileAPI(scheduling: .queued)
        var order: [String] = []
        api.fetchUser(id: 42) { _ in order.append("user") }
        api.fetchBlogs(userID: 42) { _ in order.append("blogs") }
        api.deliverPendingResponse(at: 1)
        api.deliverAllPendingResponses()
        #expect(order == ["blogs", "user"])
    }

    @Test @MainActor func like_changesServerStateAndIsIdempotent() {
        let api = MockProfileAPI()
        var results: [Blog] = []
        api.likeBlog(id: 101) { if case .success(let blog) = $0 { results.append(blog) } }
        api.likeBlog(id: 101) { if case .success(let blog) = $0 { results.append(blog) } }
        #expect(results.map(\.likeCount) == [313, 313], "Expected one like counted, however often it is sent")
        #expect(api.serverBlogs[0].isLiked)
        #expect(api.requestCounts.like == 2)
    }

    @Test @MainActor func like_ofUnknownBlog_failsWithNotFound() {
        let api = MockProfileAPI()
        var error: APIError?
        api.likeBlog(id: -1) { if case .failure(let failure) = $0 { error = failure } }
        #expect(error == .notFound)
    }

    @Test @MainActor func injectedFault_failsOnlyTheNextRequestOfThatEndpoint() {
        let api = MockProfileAPI()
        api.injectFault(.error(.offline), on: .like)
        var outcomes: [Bool] = []
        for _ in 0..<2 { api.likeBlog(id: 103) { outcomes.append((try? $0.get()) != nil) } }
        var blogsLoaded = false
        api.fetchBlogs(userID: 42) { blogsLoaded = (try? $0.get()) != nil }
        #expect(outcomes == [false, true] && blogsLoaded)
    }

    @Test @MainActor func failedLike_leavesServerStateUnchanged() {
        let api = MockProfileAPI()
        api.injectFault(.error(.server(status: 500)), on: .like)
        api.likeBlog(id: 103) { _ in }
        #expect(api.serverBlogs[2].likeCount == 87 && !api.serverBlogs[2].isLiked)
    }

    @Test @MainActor func persistentFault_failsUntilCleared() {
        let api = MockProfileAPI()
        api.injectPersistentFault(.error(.offline), on: .user)
        var failures = 0
        for _ in 0..<3 { api.fetchUser(id: 42) { if case .failure = $0 { failures += 1 } } }
        api.clearFaults()
        api.fetchUser(id: 42) { if case .failure = $0 { failures += 1 } }
        #expect(failures == 3)
    }

    @Test(arguments: [APIFault.malformedJSON, .truncatedJSON, .wrongShapeJSON])
    @MainActor func brokenPayload_surfacesAsTypedMalformedPayloadError(fault: APIFault) {
        let api = MockProfileAPI()
        api.injectFault(fault, on: .blogs)
        var error: APIError?
        api.fetchBlogs(userID: 42) { if case .failure(let failure) = $0 { error = failure } }
        guard case .malformedPayload(let detail) = error else {
            Issue.record("Expected .malformedPayload, got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty && !detail.contains("\n"), "Expected a one-line decoder account, got \(detail)")
    }

    @Test @MainActor func fetchUser_computesCountsFromServerState() {
        let api = MockProfileAPI()
        api.likeBlog(id: 101) { _ in }
        var user: User?
        api.fetchUser(id: 42) { user = try? $0.get() }
        #expect(user?.blogCount == 12 && user?.draftCount == 3 && user?.likeCount == 1_205)
    }

    @Test @MainActor func reset_restoresFixtureAndDropsPendingResponses() {
        let api = MockProfileAPI(scheduling: .queued)
        api.likeBlog(id: 101) { _ in Issue.record("Expected a dropped response never to be delivered") }
        api.reset(to: .standard)
        api.deliverAllPendingResponses()
        #expect(api.requestCounts.total == 0, "Expected the request counts to restart")
        #expect(zip(api.serverBlogs, ProfileFixture.standard.blogs).allSatisfy { $0.hasSameContent(as: $1) },
                "Expected the fixture's blogs back")
    }

    @Test @MainActor func reset_givesEveryBlogANewerVersion() {
        let api = MockProfileAPI()
        api.likeBlog(id: 101) { _ in }
        let likedVersion = api.serverBlogs[0].version

        api.reset(to: .standard)

        #expect(api.serverBlogs.allSatisfy { $0.version > likedVersion },
                "Expected a reset to be a change like any other: versions never go back")
    }

    // MARK: Answering at request time (a real server) or at delivery

    @Test @MainActor func answeringAtRequest_answersWithTheServerAsItWasWhenAsked() {
        let api = MockProfileAPI(scheduling: .queued)
        var title: String?
        api.fetchBlogs(userID: 42) { title = (try? $0.get())?.first?.title }

        api.updateServerBlog(id: 101) { $0.title = "Renamed after the request" }
        api.deliverAllPendingResponses()

        #expect(title == ProfileFixture.standard.blogs[0].title, "Expected the answer computed when the request arrived")
    }

    @Test @MainActor func answeringAtRequest_likesOnTheServerBeforeTheAnswerIsDelivered() {
        let api = MockProfileAPI(scheduling: .queued)
        api.likeBlog(id: 101) { _ in }

        #expect(api.serverBlogs[0].isLiked, "Expected the server to have counted the like on arrival")
        #expect(api.pendingRequests == [MockProfileAPI.PendingRequest(endpoint: .like, blogID: 101)],
                "Expected the pending like to name its blog")
    }

    @Test @MainActor func answeringAtDelivery_answersWithTheServerAsItIsWhenDelivered() {
        let api = MockProfileAPI(scheduling: .queued, answering: .atDelivery)
        var title: String?
        api.fetchBlogs(userID: 42) { title = (try? $0.get())?.first?.title }
        api.likeBlog(id: 103) { _ in }
        #expect(!api.serverBlogs[2].isLiked, "Expected the like to wait for its delivery to reach the server")

        api.updateServerBlog(id: 101) { $0.title = "Renamed before delivery" }
        api.deliverAllPendingResponses()

        #expect(title == "Renamed before delivery", "Expected the answer computed at delivery")
    }

    @Test @MainActor func injectedFault_belongsToTheNextRequestNotTheNextDelivery() {
        let api = MockProfileAPI(scheduling: .queued)
        var outcomes: [String] = []
        api.likeBlog(id: 101) { outcomes.append((try? $0.get()) == nil ? "failed" : "liked") }
        api.injectFault(.error(.offline), on: .like)
        api.likeBlog(id: 103) { outcomes.append((try? $0.get()) == nil ? "failed" : "liked") }

        api.deliverAllPendingResponses()

        #expect(outcomes == ["liked", "failed"], "Expected the fault to fail the request made after it")
        #expect(!api.serverBlogs[2].isLiked, "Expected the failing like never to reach the server's data")
    }

    @Test @MainActor func deliverPendingResponseAt_withNothingThere_returnsFalse() {
        let api = MockProfileAPI(scheduling: .queued)
        api.fetchUser(id: 42) { _ in }
        #expect(!api.deliverPendingResponse(at: 1) && !api.deliverPendingResponse(at: -1))
        #expect(api.deliverPendingResponse(at: 0) && api.pendingResponseCount == 0)
    }

    // MARK: Other clients

    @Test @MainActor func updateServerBlog_raisesItsVersionOnlyWhenItChanges() {
        let api = MockProfileAPI()
        let before = api.serverBlogs[0].version
        api.updateServerBlog(id: 101) { _ in }
        #expect(api.serverBlogs[0].version == before, "Expected no new version without a change")

        api.updateServerBlog(id: 101) { $0.likeCount += 3 }
        #expect(api.serverBlogs[0].version > before && api.serverBlogs[0].likeCount == 315)
    }

    @Test @MainActor func insertRemoveAndMove_changeTheListTheNextFetchReturns() {
        let api = MockProfileAPI()
        api.insertServerBlog(Blog(id: 500, title: "New", summary: "New."), at: 1)
        api.removeServerBlog(id: 101)
        api.moveServerBlog(id: 112, to: 0)
        var ids: [Int] = []
        api.fetchBlogs(userID: 42) { ids = ((try? $0.get()) ?? []).map(\.id) }

        #expect(ids.prefix(3) == [112, 500, 102] && ids.count == 12, "Expected the server's new order, found \(ids)")
        var error: APIError?
        api.likeBlog(id: 101) { if case .failure(let failure) = $0 { error = failure } }
        #expect(error == .notFound, "Expected a like for a removed blog to fail with notFound")
    }
}
