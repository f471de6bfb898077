// Model of the blogs every view model shows: a record per held blog, the blogs answers' order, the like's rules. Owns
// the records and the API; an observable object that the view models read and no one binds to; tells the list of a
// failed like through a closure that captures the list weakly; knows no view.
import Observation
import ProfileKit

/// The scene's one source of truth for the blogs: the list's rows and an open detail read the same `BlogRecord`, so a
/// like made on either screen shows on both, in every order of answers.
///
/// Observed: `records` (the blogs held, in the answer's order) and `blogsAnswer` (the last admitted blogs answer), both
/// set together by an admitted answer; each record observes its own blog. A record is kept across answers while its
/// blog is listed, so a view tracking it keeps tracking the same object; an answer that drops a blog drops its record.
@MainActor @Observable
final class BlogStore {
    /// A blogs answer admitted: its ticket, and its error if it failed.
    struct BlogsAnswer: Equatable {
        let ticket: Int
        let error: APIError?
    }

    /// What a like request became.
    enum LikeRequest: Equatable {
        case sent
        /// An unlike was sent: the blog was liked as shown.
        case unlikeSent
        /// The blog's like is in flight: nothing was sent.
        case alreadyLiked
        /// The blog's unlike is in flight: nothing was sent.
        case alreadyUnliked
        /// The blog is no longer held (a blogs answer dropped it): nothing was sent.
        case notHeld
    }

    /// The held blogs, as last admitted; kept when a later load fails: they still answer likes.
    private(set) var records = IdentifiedArray<BlogRecord>()
    /// The last admitted blogs answer; nil until the first.
    private(set) var blogsAnswer: BlogsAnswer?
    /// Told every failed like, whichever screen sent it; set by the list, which shows its toast.
    @ObservationIgnored var onLikeFailed: (@MainActor (APIError) -> Void)?

    @ObservationIgnored private let api: any ProfileAPI
    @ObservationIgnored private let userID: Int
    @ObservationIgnored private var blogRequests = RequestSequence()
    /// The likes in flight, by blog id: kept apart from the records, since a blog dropped and listed again while its like
    /// is in flight gets a new record that must show the like too.
    @ObservationIgnored private var pendingLikeIDs: Set<Int> = []
    /// The unlikes in flight, by blog id, kept apart for the same reason.
    @ObservationIgnored private var pendingUnlikeIDs: Set<Int> = []

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    /// The record of the blog with `id`; nil when it is not held.
    func record(id: Int) -> BlogRecord? {
        records.index(id: id).map { records[$0] }
    }

    func loadBlogs() {
        let ticket = blogRequests.next()
        api.fetchBlogs(userID: userID) { [weak self] result in self?.didLoadBlogs(result, ticket: ticket) }
    }

    /// The heart of every screen: a blog liked as shown is unliked, any other liked; nothing is sent while either is in
    /// flight for the blog (docs/CHANGING.md, "Unlike").
    func likeBlog(id: Int) -> LikeRequest {
        guard let record = record(id: id) else { return .notHeld }
        guard !pendingLikeIDs.contains(id) else { return .alreadyLiked }
        guard !pendingUnlikeIDs.contains(id) else { return .alreadyUnliked }
        if record.shown.isLiked {
            pendingUnlikeIDs.insert(id)
            record.unlikeSent()
            api.unlikeBlog(id: id) { [weak self] result in self?.didUnlikeBlog(id: id, result) }
            return .unlikeSent
        }
        pendingLikeIDs.insert(id)
        record.likeSent()
        api.likeBlog(id: id) { [weak self] result in self?.didLikeBlog(id: id, result) }
        return .sent
    }

    // MARK: Answers

    /// The answer's blogs, in its order; a blog held already keeps its record and the newer copy.
    private func didLoadBlogs(_ result: Result<[Blog], APIError>, ticket: Int) {
        guard blogRequests.admit(ticket) else { return }
        switch result {
        case .success(let fresh):
            records = IdentifiedArray(fresh.map { blog in
                guard let held = record(id: blog.id) else {
                    return BlogRecord(
                        serverCopy: blog, isLikePending: pendingLikeIDs.contains(blog.id),
                        isUnlikePending: pendingUnlikeIDs.contains(blog.id))
                }
                held.accept(blog)
                return held
            })
            blogsAnswer = BlogsAnswer(ticket: ticket, error: nil)
        case .failure(let error):
            blogsAnswer = BlogsAnswer(ticket: ticket, error: error)
        }
    }

    /// Drops the overlay (that alone is the rollback) and keeps the newer server copy of a blog still held.
    private func didLikeBlog(id: Int, _ result: Result<Blog, APIError>) {
        pendingLikeIDs.remove(id)
        if case .failure(let error) = result { onLikeFailed?(error) }
        record(id: id)?.likeAnswered(with: try? result.get())
    }

    /// An unlike's answer, handled as a like's.
    private func didUnlikeBlog(id: Int, _ result: Result<Blog, APIError>) {
        pendingUnlikeIDs.remove(id)
        if case .failure(let error) = result { onLikeFailed?(error) }
        record(id: id)?.unlikeAnswered(with: try? result.get())
    }
}
