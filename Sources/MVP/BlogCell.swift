// A passive blog row: shows what its row presenter tells it and forwards the like tap. Owns its subviews;
// references its row presenter weakly (the list presenter owns row presenters; a cell only borrows one).
import ProfileKit

/// The blog row's cell. It never sees a `Blog`: only the strings and flag of `BlogCellView`.
@MainActor
final class BlogCell: TableViewCell, BlogCellView {
    static let reuseIdentifier = "BlogCell"

    private weak var presenter: BlogCellPresenter?
    private let titleLabel = Label(identifier: ProfileID.Blogs.title)
    private let summaryLabel = Label(identifier: ProfileID.Blogs.summary)
    private let likeButton = Button(identifier: ProfileID.Blogs.like)
    private let shareLabel = Label(identifier: ProfileID.Blogs.share)

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        for subview in [titleLabel, summaryLabel, likeButton, shareLabel] { addSubview(subview) }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    /// Shows `presenter`'s row from now on (article 004's demo: `cell.presenter = …`, which sets
    /// `presenter.view = self`).
    /// A dequeued cell is unbound already: by `didEndDisplaying`, and again by `prepareForReuse`.
    func bind(to presenter: BlogCellPresenter) {
        self.presenter = presenter
        presenter.attach(self)
    }

    /// The cell stopped showing its row: its presenter must never update it for that row again.
    func unbind() {
        presenter?.detach(self)
        presenter = nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        unbind()
    }

    // MARK: BlogCellView

    func showBlog(title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String) {
        titleLabel.text = title
        summaryLabel.text = summary
        likeButton.title = likeTitle
        likeButton.isSelected = isLiked
        shareLabel.text = shareText
    }

    // MARK: Events

    private func didTapLikeButton() {
        presenter?.didTapLike()
    }
}
