// The contracts of Passive-View MVP: what each presenter may tell its view (strings and flags, never an entity)
// and where it may send the user. Presenters hold every one of these weakly; the views own their presenters.
// Each is named for the view it stands for (`BlogListView`): the delegate article 004's passive view implements and its
// presenter calls back. A contract a view controller adopts, not the kit's `View` class its screens are built of.
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

/// The blog detail screen as `BlogDetailPresenter` drives it.
@MainActor
protocol BlogDetailView: AnyObject {
    /// The whole blog, each value once, like a row.
    func showBlog(title: String, summary: String, likeTitle: String, isLiked: Bool, shareText: String)
}

/// Where a row presenter reports that its row shows something new (row presenter ⇢ list presenter, weak): the list
/// presenter passes it on to the blog's open detail.
@MainActor
protocol BlogCellPresenterOutput: AnyObject {
    func didChangeShownBlog(of row: BlogCellPresenter)
}

/// The blog detail's output (detail presenter ⇢ list presenter, weak): the detail holds no blog state of its own, so
/// its like goes to the presenter that holds the blog's row.
@MainActor
protocol BlogDetailPresenterOutput: AnyObject {
    func blogDetailDidTapLike(blogID: Int)
}

/// Where the blogs section leads. Presenters decide *when* and build the next screen's presenter; the navigator, a
/// view controller, builds its view and knows *how* to show it.
@MainActor
protocol BlogListNavigator: AnyObject {
    func openBlogDetail(_ presenter: BlogDetailPresenter)
    /// Presents the sort screen of `presenter` modally.
    func openSortBlogs(_ presenter: SortBlogsPresenter)
    func closeSortBlogs()
}

/// The sort screen as `SortBlogsPresenter` drives it. An order is one of the screen's options, named as the screen
/// names its buttons: a flag to show, not an entity.
@MainActor
protocol SortBlogsView: AnyObject {
    /// Marks `order` as the one the blogs are in, and no other.
    func showSelected(_ order: BlogOrder)
}

/// The sort screen's output (sort presenter ⇢ blogs list presenter, weak), as compose's is the drafts list's: the picked
/// order goes back to the list that opened the screen, which decides that the screen closes.
@MainActor
protocol SortBlogsPresenterOutput: AnyObject {
    func sortBlogsDidPick(_ order: BlogOrder)
    func sortBlogsDidCancel()
}

/// The compose-draft screen as `ComposeDraftPresenter` drives it.
@MainActor
protocol ComposeDraftView: AnyObject {
    /// A save is in flight: Save disabled, no error.
    func showSaving()
    /// The save failed: `message`, Save enabled again; the typed title stays.
    func showError(_ message: String)
}

/// The compose screen's output (compose presenter ⇢ drafts list presenter, weak), the article's `AddModuleDelegate`:
/// the new draft goes back to the list that opened the screen, which decides that the screen closes.
@MainActor
protocol ComposeDraftPresenterOutput: AnyObject {
    func composeDraftDidCreate(_ draft: Draft)
    func composeDraftDidCancel()
}

/// Where the drafts section leads.
@MainActor
protocol DraftListNavigator: AnyObject {
    func openDraftDetail(for draft: Draft)
    /// Presents the compose screen of `presenter` modally.
    func openComposeDraft(_ presenter: ComposeDraftPresenter)
    func closeComposeDraft()
}
