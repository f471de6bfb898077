// The contracts of Passive-View MVP: what each presenter may tell its view (strings and flags, never an entity)
// and where it may send the user. Presenters hold every one of these weakly; the views own their presenters.
import ProfileKit

/// Shows a transient message over the screen. The blogs section's view shows the like toasts of its rows.
@MainActor
protocol ToastView: AnyObject {
    func showToast(_ message: String)
}

/// The header as `UserInfoPresenter` drives it.
@MainActor
protocol UserInfoView: AnyObject {
    /// Shows the user's details; hides the header's error.
    func showUser(avatarName: String, name: String, handle: String, summary: String)
    /// Shows `message` in place of the user's details.
    func showUserError(_ message: String)
}

/// The blogs section as `BlogListPresenter` drives it. It also shows the toasts its row presenters raise.
@MainActor
protocol BlogListView: ToastView {
    /// Shows the table, reloaded from the presenter's rows; hides the section's error.
    func showBlogs()
    /// Shows `message` in place of the table.
    func showBlogsError(_ message: String)
}

/// One blog row as its `BlogCellPresenter` drives it, while the cell shows that row.
@MainActor
protocol BlogCellView: AnyObject {
    /// The whole row, each value once: a row is always shown whole (docs/SCENE.md, "Equal work").
    func showBlog(title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String)
}

/// The drafts section as `DraftListPresenter` drives it.
@MainActor
protocol DraftListView: AnyObject {
    /// Shows the table, reloaded from the presenter's rows; hides the section's error.
    func showDrafts()
    /// Shows `message` in place of the table.
    func showDraftsError(_ message: String)
}

/// One draft row, filled by `DraftListPresenter`. Drafts have no behaviour, so no per-row presenter.
/// `display(title:edited:)` is the shared `DraftRowCell`'s own method, so the cell conforms as it is.
@MainActor
protocol DraftCellView: AnyObject {
    func display(title: String, edited: String)
}

extension DraftRowCell: DraftCellView {}

/// Where the blogs section leads. Presenters decide *when*; the navigator, a view controller, knows *how*. It is
/// handed the entity to open, because the detail screen is built from it; it only passes it on.
@MainActor
protocol BlogListNavigator: AnyObject {
    func openBlogDetail(for blog: Blog)
}

/// Where the drafts section leads.
@MainActor
protocol DraftListNavigator: AnyObject {
    func openDraftDetail(for draft: Draft)
}
