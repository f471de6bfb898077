// View of one blog row: observes its own row of the state. Owns its labels, its like button and its subscription,
// whose closure captures the cell weakly; holds the store (cells never own what the store owns).
import ProfileKit

/// A blog row: shown whole by `cellForRowAt`, then again, in place and whole, after every action of the store (the
/// render-every-section trap: it never compares what it shows). The blogs section is re-rendered here, row by row: its
/// table is still reloaded once per answer, because this kit reloads at once, and a reload per action would hand a
/// row's cell to another row between the two taps of a double tap (UIKit defers the reload to the next layout).
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

    /// The row this cell shows: its blog's id.
    private struct Subscribed {
        let blogID: Int
    }

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview: View in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(subview) }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    /// Shows `blog` whole and follows its row from now on. A cell subscribes once, for its life.
    func show(_ blog: Blog, from store: ProfileStore) {
        row = Subscribed(blogID: blog.id)
        render(blog)
        guard subscription == nil else { return }
        self.store = store
        subscription = store.subscribe { [weak self] state in self?.stateDidChange(state) }
    }

    /// The cell left its row: it renders nothing until shown again.
    func stopShowing() {
        row = nil
    }

    /// The trap: renders the row in place after every action while it shows one, changed or not.
    private func stateDidChange(_ state: ProfileState) {
        guard let blogID = row?.blogID, let now = state.blogs.shownBlog(id: blogID) else { return }
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
