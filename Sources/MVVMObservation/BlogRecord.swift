// Model of one held blog: the server's copy, whether a like for it is in flight, and what the screens show of it. Owned
// by the blog store; observed by the row views and the detail view through their view models; references nothing.
import Observation
import ProfileKit

/// One blog of the blog store, observable on its own: a row's cell and an open detail read `shown`, so a like tracks
/// only the views of its blog, whatever the number of rows.
///
/// Only `shown` is observed. The server's copy and the like in flight are the store's bookkeeping: changing them
/// notifies nobody until `shown` is recomputed, and `@Observable` then notifies only if what the screens show changed
/// (`BlogCellState`'s `==`), the rendering policy's "only if the answer changed what the row shows".
@MainActor @Observable
final class BlogRecord: Identifiable {
    @ObservationIgnored let id: Int
    /// The server's copy, as last accepted.
    @ObservationIgnored private(set) var serverCopy: Blog
    /// A like for this blog is in flight: shown on top of the server's copy, never stored in it.
    @ObservationIgnored private(set) var isLikePending = false
    /// The blog as every screen shows it: the server's copy with the like in flight on top.
    private(set) var shown: BlogCellState

    init(serverCopy: Blog, isLikePending: Bool) {
        id = serverCopy.id
        self.serverCopy = serverCopy
        self.isLikePending = isLikePending
        shown = BlogCellState(shownBlog: serverCopy.mergingPendingLike(isPending: isLikePending))
    }

    /// Keeps the newer of the held copy and `received` (a tie takes `received`).
    func accept(_ received: Blog) {
        serverCopy = serverCopy.newerCopy(received)
        showCurrent()
    }

    /// A like sent: shown at once, on top of the server's copy.
    func likeSent() {
        isLikePending = true
        showCurrent()
    }

    /// A like answered: the overlay goes (that alone is the rollback) and the answer's copy is kept if newer. One
    /// change of `shown`, so the views see the row before and after the answer, never the copy between the two steps.
    func likeAnswered(with received: Blog?) {
        isLikePending = false
        if let received { serverCopy = serverCopy.newerCopy(received) }
        showCurrent()
    }

    private func showCurrent() {
        shown = BlogCellState(shownBlog: serverCopy.mergingPendingLike(isPending: isLikePending))
    }
}
