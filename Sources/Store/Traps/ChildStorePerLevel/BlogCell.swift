// View of one blog row, with the third trap: observes a store of its own row, scoped out of the blogs' store. Owns its
// labels, its like button, that store and its subscription, whose closure captures the cell weakly.
import ProfileKit

/// A blog row: shown whole by `cellForRowAt`, then again, in place and whole, only when its blog as shown changes (a
/// like sent or answered) — a row's store scoped out of the blogs' store each time it is shown, as TCA's `ForEachStore`
/// scoped one per element.
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

    private var store: Store<Blog?, ProfileAction>?
    private var row: Subscribed?
    private var subscription: Subscription<Blog?>?

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

    /// Shows `blog` whole and follows it from now on through `store`, the row's store.
    func show(_ blog: Blog, from store: Store<Blog?, ProfileAction>) {
        row = Subscribed(blogID: blog.id, shown: blog)
        render(blog)
        self.store = store
        subscription = store.subscribe { [weak self] blog in self?.blogDidChange(blog) }
    }

    /// The cell left its row: it lets the row's store go and renders nothing until shown again.
    func stopShowing() {
        row = nil
        subscription = nil
        store = nil
    }

    /// Renders the row in place when what it shows changed.
    private func blogDidChange(_ blog: Blog?) {
        guard let shown = row?.shown, let now = blog, !now.hasSameContent(as: shown) else { return }
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
