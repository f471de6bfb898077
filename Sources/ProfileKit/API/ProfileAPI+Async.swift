// The async half of the API boundary: each request's `async throws` method, bridged to its completion handler. Owns,
// per awaited request, the one-shot slot its answer or its cancellation resumes; references the API only for the call.
import Synchronization

/// The awaited requests over the completion handlers, as a team adopting Swift concurrency bridges a client it already
/// has: one bridge for every endpoint, so an implementation writes its transport once, and whatever it does with a
/// completion — answer at request time, queue the response, fail it, deliver it out of order — holds for an awaited
/// request alike (the mock server's scheduling, faults and delivery order, with no second path to keep in step).
///
/// An awaited request resumes when its completion is called: inline when the implementation answers inline (then the
/// caller never suspends), or later, as a job of the awaiting task, when a queued answer is delivered. Cancelling the
/// awaiting task resumes it at once with `CancellationError`; the request itself is not withdrawn (a completion API
/// has no handle to withdraw it by), so its answer still arrives, and the bridge drops it — "a late answer does
/// nothing" (docs/SCENE.md) by construction.
///
/// The bridge is `@inlinable`, as a library's small generic helpers are: each caller's module specialises it to its
/// answer's type. Unspecialised across the module boundary, each awaited request asked the runtime 23 times for the
/// metadata of its generic types (the slot, its state, the continuation, the lock, the result), a hash-table probe
/// each: a fifth of MVVMAsync's like, and a count that moved with where the program lay in memory. Specialised, 5 are
/// left: the slot's `deinit` and its state's copy and destroy, which run generically whoever calls them.
///
/// ```swift
/// let blog = try await api.likeBlog(id: 101)   // throws APIError, or CancellationError once cancelled
/// ```
extension ProfileAPI {
    @inlinable
    public func fetchUser(id: Int) async throws -> User {
        try await awaitAnswer { fetchUser(id: id, completion: $0) }
    }

    @inlinable
    public func fetchBlogs(userID: Int) async throws -> [Blog] {
        try await awaitAnswer { fetchBlogs(userID: userID, completion: $0) }
    }

    @inlinable
    public func fetchDrafts(userID: Int) async throws -> [Draft] {
        try await awaitAnswer { fetchDrafts(userID: userID, completion: $0) }
    }

    @inlinable
    public func likeBlog(id: Int) async throws -> Blog {
        try await awaitAnswer { likeBlog(id: id, completion: $0) }
    }

    @inlinable
    public func unlikeBlog(id: Int) async throws -> Blog {
        try await awaitAnswer { unlikeBlog(id: id, completion: $0) }
    }

    @inlinable
    public func createDraft(title: String) async throws -> Draft {
        try await awaitAnswer { createDraft(title: title, completion: $0) }
    }

    /// Sends one request through `send` and suspends until its completion is called, or the task is cancelled:
    /// whichever comes first resumes the caller, the other is ignored. A task cancelled before it asks sends nothing.
    @inlinable
    internal func awaitAnswer<Value: Sendable>(
        _ send: (@escaping @MainActor (Result<Value, APIError>) -> Void) -> Void
    ) async throws -> Value {
        try Task.checkCancellation()
        let slot = AnswerSlot<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                slot.wait(with: continuation)
                send { result in slot.resume(with: result.mapError { $0 }) }
            }
        } onCancel: {
            slot.resume(with: .failure(CancellationError()))
        }
    }
}

/// Where one awaited request's continuation waits: resumed once, by the answer or by the cancellation, whichever
/// comes first. Sendable: a cancellation may come from any thread.
@usableFromInline
internal final class AnswerSlot<Value: Sendable>: Sendable {
    @usableFromInline
    internal enum State {
        case idle
        case waiting(CheckedContinuation<Value, any Error>)
        /// Resumed before the continuation was there (cancelled as it was being sent): kept for it.
        case early(Result<Value, any Error>)
        case done
    }

    @usableFromInline
    internal let state: Mutex<State>

    @inlinable
    internal init() { state = Mutex(.idle) }

    @inlinable
    internal func wait(with continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            guard case .early(let result) = state else {
                state = .waiting(continuation)
                return nil
            }
            state = .done
            return result
        }
        if let early { continuation.resume(with: early) }
    }

    @inlinable
    internal func resume(with result: Result<Value, any Error>) {
        let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .idle:
                state = .early(result)
                return nil
            case .waiting(let continuation):
                state = .done
                return continuation
            case .early, .done:
                return nil
            }
        }
        continuation?.resume(with: result)
    }
}
