// A passive blog row: shows what its presenter tells it and forwards the like tap. Owns its subviews;
// references its presenter weakly (the list presenter owns row presenters; a cell only borrows one).
import ProfileKit

/// The blog row's cell. It never sees a `Blog`: only the strings and flags of `BlogCellView`.
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
        for subview in [titleLabel, summaryLabel, likeButton, shareLabel] {
            addSubview(subview)
        }
        likeButton.addTarget(self, action: BlogCell.didTapLikeButton)
    }

    /// Shows `presenter`'s row from now on (the demo's `cell.presenter = …; presenter.view = self`).
    func bind(to presenter: BlogCellPresenter) {
        self.presenter = presenter
        presenter.attach(self)
    }

    /// The cell leaves its row: its old presenter must not update it once it shows another one.
    override func prepareForReuse() {
        super.prepareForReuse()
        presenter?.detach(self)
        presenter = nil
    }

    // MARK: BlogCellView

    func display(title: String, summary: String, shareText: String) {
        titleLabel.text = title
        summaryLabel.text = summary
        shareLabel.text = shareText
    }

    func displayLike(title: String, isLiked: Bool) {
        likeButton.title = title
        likeButton.isSelected = isLiked
    }

    // MARK: Events

    private func didTapLikeButton() {
        presenter?.didTapLike()
    }
}
