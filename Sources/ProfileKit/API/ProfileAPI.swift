// The API boundary every pattern calls. Protocol only; implementations own their transport.

/// The remote API of the profile scene: three fetches and three commands, each with a completion handler and as an
/// `async throws` method.
///
/// Completions are called on the main actor, exactly once per request: inline with an immediate
/// scheduler, or later when a queued scheduler is drained — not necessarily in request order. A caller
/// that may be gone by then must capture itself weakly, and a caller that may receive answers out of order
/// orders them: by `RequestSequence` per section, by `Blog.version` per blog (docs/SCENE.md).
@MainActor
public protocol ProfileAPI: AnyObject {
    func fetchUser(id: Int, completion: @escaping @MainActor (Result<User, APIError>) -> Void)
    func fetchBlogs(userID: Int, completion: @escaping @MainActor (Result<[Blog], APIError>) -> Void)
    func fetchDrafts(userID: Int, completion: @escaping @MainActor (Result<[Draft], APIError>) -> Void)
    /// Likes a blog on the server. Idempotent there; succeeds with the server's copy of the blog.
    func likeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void)
    /// Takes a like back on the server. Idempotent there; succeeds with the server's copy of the blog. Only the
    /// "unlike" change of the change catalog calls it (docs/CHANGING.md); the columns as they stand never do.
    func unlikeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void)
    /// Creates a draft on the server; succeeds with the server's copy of it (its id and edit date are the
    /// server's). A blank title is refused (`.server(status: 422)`).
    func createDraft(title: String, completion: @escaping @MainActor (Result<Draft, APIError>) -> Void)

    // The same six requests, awaited: each returns what its completion's success carries and throws its `APIError`, or
    // `CancellationError` when the awaiting task is cancelled before the answer arrives (the answer is then ignored).
    // ProfileAPI+Async.swift bridges each to its completion handler: an implementation need not write them.
    func fetchUser(id: Int) async throws -> User
    func fetchBlogs(userID: Int) async throws -> [Blog]
    func fetchDrafts(userID: Int) async throws -> [Draft]
    func likeBlog(id: Int) async throws -> Blog
    func unlikeBlog(id: Int) async throws -> Blog
    func createDraft(title: String) async throws -> Draft
}
