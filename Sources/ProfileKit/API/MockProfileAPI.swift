// The mock server and transport: owns the server-side state, the queue of undelivered responses and the
// injected faults; holds every completion strongly until it is delivered (callers capture themselves weakly).
import Foundation

/// An in-memory `ProfileAPI` with server-side state, a scheduler and fault injection.
///
/// A request "reaches the server" when its response is delivered: inline with `.immediate`, or when the
/// driver drains the queue with `.queued`. Queued responses are delivered in request order unless a test
/// picks one with `deliverPendingResponse(at:)`.
///
/// ```swift
/// let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
/// api.injectFault(.error(.offline), on: .like)
/// // … tap a like button, then:
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

    public var scheduling: Scheduling
    /// Server-side state. Tests may read it to check convergence.
    public private(set) var serverUser: User
    public private(set) var serverBlogs: [Blog]
    public private(set) var serverDrafts: [Draft]
    /// How many requests each endpoint has received.
    public private(set) var requestCounts = RequestCounts()

    private var blogIndexByID: [Int: Int]
    private var pending: [PendingResponse] = []
    private var pendingHead = 0
    private var faults: [APIEndpoint: [(fault: APIFault, remaining: Int)]] = [:]

    public init(fixture: ProfileFixture = .standard, scheduling: Scheduling = .immediate) {
        self.scheduling = scheduling
        serverUser = fixture.user
        serverBlogs = fixture.blogs.detachedCopy()
        serverDrafts = fixture.drafts
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

    public func likeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void) {
        request(.like, completion: completion) { api in
            guard let index = api.blogIndexByID[id] else { return .failure(.notFound) }
            if !api.serverBlogs[index].isLiked {
                api.serverBlogs[index].isLiked = true
                api.serverBlogs[index].likeCount += 1
            }
            return .success(api.serverBlogs[index])
        }
    }

    // MARK: Scheduler

    /// Responses requested but not yet delivered (`.queued` only).
    public var pendingResponseCount: Int { pending.count - pendingHead }

    /// The endpoints of the undelivered responses, oldest first.
    public var pendingEndpoints: [APIEndpoint] { pending[pendingHead...].map(\.endpoint) }

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
        next.deliver(self)
        return true
    }

    /// Delivers pending responses until none is left, including those requested by the callbacks themselves.
    public func deliverAllPendingResponses() {
        while deliverNextPendingResponse() {}
    }

    /// Delivers one pending response out of order, to test reordering on purpose.
    public func deliverPendingResponse(at offset: Int) {
        precondition(offset >= 0 && offset < pendingResponseCount, "No pending response at \(offset)")
        let response = pending.remove(at: pendingHead + offset)
        response.deliver(self)
    }

    /// Drops every undelivered response without calling its completion (the app was killed mid-request).
    public func discardPendingResponses() {
        pending.removeAll()
        pendingHead = 0
    }

    // MARK: Faults

    /// Makes the next `times` requests to `endpoint` fail with `fault`. Faults queue per endpoint.
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

    // MARK: Server state (for tests and benchmarks)

    /// Changes a blog on the server, as another client would.
    public func updateServerBlog(id: Int, _ change: (inout Blog) -> Void) {
        guard let index = blogIndexByID[id] else { return }
        change(&serverBlogs[index])
    }

    /// Resets the server to `fixture`, dropping pending responses and faults; request counts restart at zero.
    public func reset(to fixture: ProfileFixture) {
        serverUser = fixture.user
        serverBlogs = fixture.blogs.detachedCopy()
        serverDrafts = fixture.drafts
        blogIndexByID = Self.index(fixture.blogs)
        discardPendingResponses()
        clearFaults()
        requestCounts = RequestCounts()
    }

    // MARK: Private

    private struct PendingResponse {
        let endpoint: APIEndpoint
        let deliver: @MainActor (MockProfileAPI) -> Void
    }

    private func request<Value: Decodable>(
        _ endpoint: APIEndpoint,
        completion: @escaping @MainActor (Result<Value, APIError>) -> Void,
        respond: @escaping @MainActor (MockProfileAPI) -> Result<Value, APIError>
    ) {
        requestCounts.record(endpoint)
        let deliver: @MainActor (MockProfileAPI) -> Void = { api in
            if let fault = api.takeFault(for: endpoint) {
                completion(.failure(Self.error(for: fault, decoding: Value.self)))
            } else {
                completion(respond(api))
            }
        }
        switch scheduling {
        case .immediate: deliver(self)
        case .queued: pending.append(PendingResponse(endpoint: endpoint, deliver: deliver))
        }
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

/// Requests received per endpoint.
public struct RequestCounts: Equatable, Sendable {
    public var user = 0, blogs = 0, drafts = 0, like = 0
    public var total: Int { user + blogs + drafts + like }

    public init(user: Int = 0, blogs: Int = 0, drafts: Int = 0, like: Int = 0) {
        self.user = user
        self.blogs = blogs
        self.drafts = drafts
        self.like = like
    }

    mutating func record(_ endpoint: APIEndpoint) {
        switch endpoint {
        case .user: user += 1
        case .blogs: blogs += 1
        case .drafts: drafts += 1
        case .like: like += 1
        }
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
