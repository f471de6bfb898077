// View of one blog row: observes its own row of the state. Owns its labels, its like button and its subscription,
// whose closure captures the cell weakly; holds the store (cells never own what the store owns).
import ProfileKit

/// A blog row: shown whole by `cellForRowAt`, then again, in place and whole, only when its blog as shown changes (a
/// like sent or answered) — a row scoped out of the state, as TCA scopes a store per element.
///
/// The table tells it when it stops showing its row (`didEndDisplaying`): from then on it renders nothing until shown
/// again, so it never touches a row it no longer shows.
@MainActor
final class BlogCell: TableViewCell {
    static let reuseIdentifier = "BlogCell"

    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    private var store: ProfileStore?
    private var row: Subscribed?
    private var subscription: Subscription<ProfileState>?

    /// The row this cell shows: its blog's id and what it shows of it.
    private struct Subscribed {
        let blogID: Int
        var shown: Blog
    }

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: View in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(subview) }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    /// Shows `blog` whole and follows its row from now on. A cell subscribes once, for its life.
    func show(_ blog: Blog, from store: ProfileStore) {
        row = Subscribed(blogID: blog.id, shown: blog)
        render(blog)
        guard subscription == nil else { return }
        self.store = store
        subscription = store.subscribe { [weak self] state in self?.stateDidChange(state) }
    }

    /// The cell left its row: it renders nothing until shown again.
    func stopShowing() {
        row = nil
    }

    /// Renders the row in place when what it shows changed; O(1) whatever the number of blogs.
    private func stateDidChange(_ state: ProfileState) {
        guard let blogID = row?.blogID, let shown = row?.shown, let now = state.blogs.shownBlog(id: blogID),
            !now.hasSameContent(as: shown)
        else { return }
        row?.shown = now
        render(now)
    }

    /// The whole row, each value set once.
    private func render(_ blog: Blog) {
        titleLabel.text = blog.title
        summaryLabel.text = blog.summary
        likeButton.title = ProfileText.likeTitle(blog.likeCount)
        likeButton.isSelected = blog.isLiked
        shareLabel.text = ProfileText.shareText(blog.shareCount)
    }

    private func didTapLikeButton() {
        if let blogID = row?.blogID { store?.send(.likeTapped(blogID: blogID)) }
    }
}
