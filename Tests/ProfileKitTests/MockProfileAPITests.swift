// Specification of the mock API: server state, scheduling, fault injection, typed payload errors.
import Foundation
import ProfileKit
import Testing

@Suite struct MockProfileAPISpecification {
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
        #expect(api.requestCounts.total == 0 && api.serverBlogs == ProfileFixture.standard.blogs)
    }
}
