// The mock server and transport: owns the server-side state, the queue of undelivered responses and the
// injected faults; holds every completion strongly until it is delivered (callers capture themselves weakly).
import BenchPlatform
import Foundation
import ProfileKit

/// An in-memory `ProfileAPI` with server-side state, a scheduler and fault injection.
///
/// Like a real server, it answers a request when the request arrives (`.atRequest`, the default): the answer
/// reflects the server at that moment, even if it is delivered much later. `.atDelivery` answers when the
/// response is delivered instead, as if the request itself had been slow to arrive. Either way the response
/// waits in a queue with `.queued` scheduling until the driver delivers it — in request order, or out of order
/// with `deliverPendingResponse(at:)`.
///
/// An awaited request (`ProfileAPI`'s `async throws` methods, bridged to these completions) resumes when its response
/// is delivered: each delivery runs, before it returns, the jobs it made ready — the awaiting task, resumed on the main
/// actor up to its next suspension (`MainActorJobs`) — so a delivered answer has been shown when the call returns, as
/// a completion's has. With `.immediate` scheduling an awaited request is answered before its task suspends.
///
/// ```swift
/// let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
/// api.injectFault(.error(.offline), on: .like)          // the next like request fails
/// // … tap a like button, then:
/// api.updateServerBlog(id: 101) { $0.title = "Renamed" } // another client edits the blog
/// api.deliverAllPendingResponses()
/// ```
@MainActor
public final class MockProfileAPI: ProfileAPI {
    /// When responses are delivered.
    public enum Scheduling: Sendable {
        /// Inside the request call: measures pure architecture cost.
        case immediate
        /// When the driver drains the queue: lets a test hold a request in flight.
        case queued
    }

    /// When the server computes an answer (and applies a like). Only matters with `.queued` scheduling.
    public enum Answering: Sendable, CustomStringConvertible {
        /// When the request arrives, as a real server does; the answer may be delivered much later.
        case atRequest
        /// When the response is delivered, as if the request had been slow to reach the server.
        case atDelivery

        public var description: String {
            switch self {
            case .atRequest: "answers at request time"
            case .atDelivery: "answers at delivery time"
            }
        }
    }

    /// A response requested but not delivered yet: which endpoint, and for a like, which blog.
    public struct PendingRequest: Equatable, Sendable, CustomStringConvertible {
        public let endpoint: APIEndpoint
        /// The blog a like request is for; nil for the fetches.
        public let blogID: Int?

        public init(endpoint: APIEndpoint, blogID: Int? = nil) {
            self.endpoint = endpoint
            self.blogID = blogID
        }

        /// "blogs", or "like(101)" for a like.
        public var description: String { blogID.map { "\(endpoint)(\($0))" } ?? endpoint.rawValue }
    }

    public var scheduling: Scheduling
    public var answering: Answering
    /// Server-side state. Tests may read it to check convergence.
    public private(set) var serverUser: User
    public private(set) var serverBlogs: [Blog]
    public private(set) var serverDrafts: [Draft]
    /// Raised by every change to the server's data; a changed blog takes the new revision as its `version`.
    public private(set) var serverRevision: Int
    /// How many requests each endpoint has received.
    public private(set) var requestCounts = RequestCounts()
    /// The server's clock: the edit date of every draft it creates. Fixed, so every run (and every subject of a
    /// comparison) sees the same dates; tests may move it.
    public var serverNow = MockProfileAPI.defaultServerNow
    /// 2026-11-21 09:00 UTC, the day after the standard fixture's newest draft.
    public static let defaultServerNow = Date(timeIntervalSince1970: 1_795_251_600)

    private var blogIndexByID: [Int: Int]
    private var pending: [PendingResponse] = []
    private var pendingHead = 0
    private var faults: [APIEndpoint: [(fault: APIFault, remaining: Int)]] = [:]

    public init(fixture: ProfileFixture = .standard, scheduling: Scheduling = .immediate, answering: Answering = .atRequest) {
        self.scheduling = scheduling
        self.answering = answering
        serverUser = fixture.user
        serverBlogs = fixture.blogs.detachedCopy()
        serverDrafts = fixture.drafts
        serverRevision = fixture.blogs.map(\.version).max() ?? 0
        blogIndexByID = Self.index(fixture.blogs)
    }

    // MARK: ProfileAPI

    public func fetchUser(id: Int, completion: @escaping @MainActor (Result<User, APIError>) -> Void) {
        request(.user, completion: completion) { api in
            guard id == api.serverUser.id else { return .failure(.notFound) }
            var user = api.serverUser
            user.blogCount = api.serverBlogs.count
            user.draftCount = api.serverDrafts.count
            user.likeCount = api.serverBlogs.reduce(0) { $0 + $1.likeCount }
            return .success(user)
        }
    }

    public func fetchBlogs(userID: Int, completion: @escaping @MainActor (Result<[Blog], APIError>) -> Void) {
        request(.blogs, completion: completion) { api in
            // A fresh array, as a real client decodes one: sharing the server's storage would charge the
            // server's next write (a like) with copying every blog.
            userID == api.serverUser.id ? .success(api.serverBlogs.detachedCopy()) : .failure(.notFound)
        }
    }

    public func fetchDrafts(userID: Int, completion: @escaping @MainActor (Result<[Draft], APIError>) -> Void) {
        request(.drafts, completion: completion) { api in
            userID == api.serverUser.id ? .success(api.serverDrafts) : .failure(.notFound)
        }
    }

    public func createDraft(title: String, completion: @escaping @MainActor (Result<Draft, APIError>) -> Void) {
        request(.createDraft, completion: completion) { api in
            guard title.contains(where: { !$0.isWhitespace }) else { return .failure(.server(status: 422)) }
            let draft = Draft(id: (api.serverDrafts.map(\.id).max() ?? 0) + 1, title: title, editedAt: api.serverNow)
            api.serverDrafts.insert(draft, at: 0)
            return .success(draft)
        }
    }

    public func likeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void) {
        request(.like, blogID: id, completion: completion) { api in
            guard let index = api.blogIndexByID[id] else { return .failure(.notFound) }
            if !api.serverBlogs[index].isLiked {
                api.changeServerBlog(at: index) { blog in
                    blog.isLiked = true
                    blog.likeCount += 1
                }
            }
            return .success(api.serverBlogs[index])
        }
    }

    /// Takes a like back (the "unlike" change): idempotent, as a like is; a missing blog is `.notFound`.
    public func unlikeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void) {
        request(.unlike, blogID: id, completion: completion) { api in
            guard let index = api.blogIndexByID[id] else { return .failure(.notFound) }
            if api.serverBlogs[index].isLiked {
                api.changeServerBlog(at: index) { blog in
                    blog.isLiked = false
                    blog.likeCount -= 1
                }
            }
            return .success(api.serverBlogs[index])
        }
    }

    // MARK: Scheduler

    /// Responses requested but not yet delivered (`.queued` only).
    public var pendingResponseCount: Int { pending.count - pendingHead }

    /// The undelivered responses, oldest request first.
    public var pendingRequests: [PendingRequest] { pending[pendingHead...].map(\.request) }

    /// The endpoints of the undelivered responses, oldest first.
    public var pendingEndpoints: [APIEndpoint] { pending[pendingHead...].map(\.request.endpoint) }

    /// Delivers the oldest pending response. Returns false when nothing was pending.
    @discardableResult
    public func deliverNextPendingResponse() -> Bool {
        guard pendingHead < pending.count else { return false }
        let next = pending[pendingHead]
        pendingHead += 1
        if pendingHead == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
        // Each delivered answer is an event of its own (a turn of the run loop): the updates it schedules, and the jobs it
        // makes ready on the main actor (an awaiting task resumed), run before this returns, inside what a dispatch
        // benchmark times.
        UpdateCycle.event { _ = MainActorJobs.run { next.deliver(self) } }
        return true
    }

    /// Delivers pending responses until none is left, including those requested by the callbacks themselves.
    public func deliverAllPendingResponses() {
        while deliverNextPendingResponse() {}
    }

    /// Delivers the pending response at `offset` (0 is the oldest) out of order. Returns false when there is none.
    @discardableResult
    public func deliverPendingResponse(at offset: Int) -> Bool {
        guard offset >= 0, offset < pendingResponseCount else { return false }
        let response = pending.remove(at: pendingHead + offset)
        UpdateCycle.event { _ = MainActorJobs.run { response.deliver(self) } }
        return true
    }

    /// Drops every undelivered response without calling its completion (the app was killed mid-request).
    public func discardPendingResponses() {
        pending.removeAll()
        pendingHead = 0
    }

    // MARK: Faults

    /// Makes the next `times` requests to `endpoint` fail with `fault`, whenever their responses are delivered.
    /// Faults queue per endpoint; a failing like never reaches the server's data.
    public func injectFault(_ fault: APIFault, on endpoint: APIEndpoint, times: Int = 1) {
        guard times > 0 else { return }
        faults[endpoint, default: []].append((fault, times))
    }

    /// Makes every request to `endpoint` fail with `fault` until `clearFaults()`.
    public func injectPersistentFault(_ fault: APIFault, on endpoint: APIEndpoint) {
        injectFault(fault, on: endpoint, times: .max)
    }

    /// Removes every injected fault.
    public func clearFaults() { faults.removeAll() }

    // MARK: Server state, changed as other clients would (tests and benchmarks)

    /// Changes a blog on the server. If the blog changed, it takes a new version.
    public func updateServerBlog(id: Int, _ change: (inout Blog) -> Void) {
        guard let index = blogIndexByID[id] else { return }
        changeServerBlog(at: index, change)
    }

    /// Adds a blog to the server's list at `position` (clamped to the list), with a new version.
    /// A blog whose id is already listed is not added.
    public func insertServerBlog(_ blog: Blog, at position: Int) {
        guard blogIndexByID[blog.id] == nil else { return }
        serverRevision += 1
        var blog = blog
        blog.version = serverRevision
        serverBlogs.insert(blog, at: min(max(0, position), serverBlogs.count))
        blogIndexByID = Self.index(serverBlogs)
    }

    /// Removes a blog from the server's list. Likes for it then fail with `.notFound`.
    public func removeServerBlog(id: Int) {
        guard let index = blogIndexByID[id] else { return }
        serverRevision += 1
        serverBlogs.remove(at: index)
        blogIndexByID = Self.index(serverBlogs)
    }

    /// Moves a blog to `position` (clamped) in the server's list. Its content, and so its version, stays.
    public func moveServerBlog(id: Int, to position: Int) {
        guard let index = blogIndexByID[id] else { return }
        serverRevision += 1
        let blog = serverBlogs.remove(at: index)
        serverBlogs.insert(blog, at: min(max(0, position), serverBlogs.count))
        blogIndexByID = Self.index(serverBlogs)
    }

    /// Resets the server to `fixture`, dropping pending responses and faults; request counts restart at zero.
    /// The reset is a change like any other: every blog takes a new version, so a scene that held a newer copy
    /// of a blog before the reset accepts the fixture's copy.
    public func reset(to fixture: ProfileFixture) {
        serverUser = fixture.user
        serverRevision = max(serverRevision, fixture.blogs.map(\.version).max() ?? 0) + 1
        serverBlogs = fixture.blogs.map { blog in
            var blog = blog
            blog.version = serverRevision
            return blog
        }
        serverDrafts = fixture.drafts
        blogIndexByID = Self.index(fixture.blogs)
        discardPendingResponses()
        clearFaults()
        requestCounts = RequestCounts()
    }

    // MARK: Private

    private struct PendingResponse {
        let request: PendingRequest
        let deliver: @MainActor (MockProfileAPI) -> Void
    }

    /// Records the request, takes its fault (the fault belongs to this request), and answers it now or at
    /// delivery, as `answering` says. Immediate scheduling delivers at once.
    private func request<Value: Decodable>(
        _ endpoint: APIEndpoint, blogID: Int? = nil,
        completion: @escaping @MainActor (Result<Value, APIError>) -> Void,
        respond: @escaping @MainActor (MockProfileAPI) -> Result<Value, APIError>
    ) {
        requestCounts.record(endpoint)
        let fault = takeFault(for: endpoint)
        if scheduling == .immediate {
            // Answered inline, inside the event that asked (a tap): what that event changed so far is shown first, as a
            // device shows it before any answer can arrive (`UpdateCycle.answer`).
            let result = Self.answer(fault: fault, respond: respond, on: self)
            UpdateCycle.answer { completion(result) }
            return
        }
        let deliver: @MainActor (MockProfileAPI) -> Void
        switch answering {
        case .atRequest:
            let result = Self.answer(fault: fault, respond: respond, on: self)
            deliver = { _ in completion(result) }
        case .atDelivery:
            deliver = { api in completion(Self.answer(fault: fault, respond: respond, on: api)) }
        }
        pending.append(PendingResponse(request: PendingRequest(endpoint: endpoint, blogID: blogID), deliver: deliver))
    }

    private static func answer<Value: Decodable>(
        fault: APIFault?, respond: @MainActor (MockProfileAPI) -> Result<Value, APIError>, on api: MockProfileAPI
    ) -> Result<Value, APIError> {
        if let fault { return .failure(error(for: fault, decoding: Value.self)) }
        return respond(api)
    }

    private func changeServerBlog(at index: Int, _ change: (inout Blog) -> Void) {
        var blog = serverBlogs[index]
        change(&blog)
        blog.id = serverBlogs[index].id
        guard blog != serverBlogs[index] else { return }
        serverRevision += 1
        blog.version = serverRevision
        serverBlogs[index] = blog
    }

    private func takeFault(for endpoint: APIEndpoint) -> APIFault? {
        guard var queue = faults[endpoint], !queue.isEmpty else { return nil }
        let fault = queue[0].fault
        if queue[0].remaining != .max { queue[0].remaining -= 1 }
        if queue[0].remaining == 0 { queue.removeFirst() }
        faults[endpoint] = queue.isEmpty ? nil : queue
        return fault
    }

    /// Runs a broken payload through the real decoder so the error is the one a real client would get.
    private static func error<Value: Decodable>(for fault: APIFault, decoding: Value.Type) -> APIError {
        let payload: String
        switch fault {
        case .error(let error): return error
        case .malformedJSON: payload = #"{"id": 101, "title": "Broken", , }"#
        case .truncatedJSON: payload = #"[{"id": 101, "title": "Cut off mid-wa"#
        case .wrongShapeJSON: payload = #"{"unexpected": ["shape"]}"#
        }
        do {
            _ = try JSONDecoder.profile.decode(Value.self, from: Data(payload.utf8))
            return .malformedPayload(detail: "decoded a payload that should have failed")
        } catch let error as DecodingError {
            return .malformedPayload(detail: error.oneLineDescription)
        } catch {
            return .malformedPayload(detail: String(describing: error))
        }
    }

    private static func index(_ blogs: [Blog]) -> [Int: Int] {
        Dictionary(blogs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Array {
    /// A copy with storage of its own, so neither side's next write copies the other's elements.
    func detachedCopy() -> [Element] {
        var copy = self
        copy.withUnsafeMutableBufferPointer { _ in }  // forces the copy-on-write now
        return copy
    }
}
