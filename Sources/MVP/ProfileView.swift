// The passive views' contracts: what each presenter may tell its view, in display strings and flags only.
// Presenters hold these weakly; no view protocol mentions an entity.
import ProfileKit

/// Shows a transient message over the screen (the like toasts).
@MainActor
protocol ToastView: AnyObject {
    func showToast(_ message: String)
}

/// The profile header as `ProfilePresenter` drives it.
@MainActor
protocol ProfileView: AnyObject {
    /// Shows the loaded user; hides the header's error.
    func displayUser(avatarName: String, name: String, handle: String, summary: String)
    /// Hides the user's details and shows `message` in their place.
    func displayUserError(_ message: String)
}

/// The blogs section as `BlogListPresenter` drives it. It also shows the toasts its rows' presenters raise.
@MainActor
protocol BlogListView: ToastView {
    /// Shows the table again and reloads it from the presenter's rows; hides the section's error.
    func displayBlogs()
    /// Hides the table and shows `message` in its place.
    func displayBlogsError(_ message: String)
}

/// One blog row as its `BlogCellPresenter` drives it while the row is on screen.
@MainActor
protocol BlogCellView: AnyObject {
    func display(title: String, summary: String, shareText: String)
    /// The like button: its title and whether it shows the liked state.
    func displayLike(title: String, isLiked: Bool)
}

/// The drafts section as `DraftListPresenter` drives it.
@MainActor
protocol DraftListView: AnyObject {
    /// Shows the table again and reloads it from the presenter's rows; hides the section's error.
    func displayDrafts()
    /// Hides the table and shows `message` in its place.
    func displayDraftsError(_ message: String)
}

/// One draft row, configured by `DraftListPresenter` (drafts have no behaviour, so no per-row presenter).
@MainActor
protocol DraftCellView: AnyObject {
    func display(title: String, edited: String)
}

/// The shared draft row is already a passive view of two strings.
extension DraftRowCell: DraftCellView {}
