// Specification of the awaited requests on the mock server: answered when the driver delivers them, in the order it
// chooses, inline with immediate scheduling; cancelled at once, their late answer dropped.
import BenchPlatform
import ProfileKit
import SceneRig
import Testing

@Suite struct AwaitedRequestTests {
    @available(macOS 26.0, *)
    @Test @MainActor func queuedAwaitedRequest_resumesWhenItsResponseIsDelivered() {
        let api = MockProfileAPI(scheduling: .queued)
        var user: User?
        startNow { user = try? await api.fetchUser(id: 42) }
        #expect(user == nil && api.pendingRequests.map(\.endpoint) == [.user], "Expected the request sent and waiting")

        api.deliverNextPendingResponse()

        #expect(user?.id == 42, "Expected the awaiting task resumed before the delivery returned")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func awaitedRequests_resumeInTheOrderTheirResponsesAreDelivered() {
        let api = MockProfileAPI(scheduling: .queued)
        var order: [String] = []
        startNow { _ = try? await api.fetchUser(id: 42); order.append("user") }
        startNow { _ = try? await api.fetchBlogs(userID: 42); order.append("blogs") }

        api.deliverPendingResponse(at: 1)
        api.deliverNextPendingResponse()

        #expect(order == ["blogs", "user"], "Expected the later request answered first, got \(order)")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func immediateScheduling_answersBeforeTheTaskSuspends() {
        let api = MockProfileAPI(scheduling: .immediate)
        var blog: Blog?

        startNow { blog = try? await api.likeBlog(id: 101) }

        #expect(blog?.isLiked == true, "Expected the like answered inside the tap's task, with no delivery")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func answerAtRequestTime_isTheServersStateWhenTheRequestArrived() {
        let api = MockProfileAPI(scheduling: .queued, answering: .atRequest)
        var title: String?
        startNow { title = try? await api.fetchBlogs(userID: 42).first?.title }
        api.updateServerBlog(id: 101) { $0.title = "Renamed later" }

        api.deliverAllPendingResponses()

        #expect(title != nil && title != "Renamed later", "Expected the answer computed when the request arrived")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func aFault_throwsItsAPIError() {
        let api = MockProfileAPI(scheduling: .queued)
        api.injectFault(.error(.offline), on: .like)
        var thrown: (any Error)?
        startNow {
            do { _ = try await api.likeBlog(id: 101) } catch { thrown = error }
        }

        api.deliverAllPendingResponses()

        #expect(thrown as? APIError == .offline, "Expected the injected fault thrown, got \(String(describing: thrown))")
    }

    @available(macOS 26.0, *)
    @Test @MainActor func cancellingTheAwaitingTask_throwsCancellationAtOnce_andItsLateAnswerDoesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        var outcome: String?
        let task = startNow {
            do {
                _ = try await api.likeBlog(id: 101)
                outcome = "answered"
            } catch is CancellationError {
                outcome = "cancelled"
            } catch {
                outcome = "failed"
            }
        }

        MainActorJobs.run { task.cancel() }   // as the driver closes a screen: what it made ready runs before it returns

        #expect(outcome == "cancelled", "Expected the task ended by its cancellation before any answer")
        #expect(api.pendingRequests.map(\.endpoint) == [.like], "Expected the request still on the wire")

        api.deliverAllPendingResponses()

        #expect(outcome == "cancelled", "Expected the late answer dropped")
    }
}

// MARK: - Helpers

/// `Task.immediate` (macOS 26; Linux has it with Swift 6.2): runs `operation` on the main actor up to its first `await`
/// inside this call.
@available(macOS 26.0, *)
@MainActor @discardableResult
private func startNow(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    Task.immediate(operation: operation)
}
