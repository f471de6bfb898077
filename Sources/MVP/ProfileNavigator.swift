// Where the presenters send the user: a navigation contract they hold weakly, and the navigation controller's
// conformance to it (it pushes the shared detail screens). Owns nothing.
import ProfileKit

/// Opens the screens a profile row leads to. Presenters decide *when*; the navigator knows *how*.
@MainActor
protocol ProfileNavigator: AnyObject {
    func openBlogDetail(for blog: Blog)
    func openDraftDetail(for draft: Draft)
}

extension ProfileViewController: ProfileNavigator {
    func openBlogDetail(for blog: Blog) {
        navigationController?.pushViewController(BlogDetailViewController(blog: blog))
    }

    func openDraftDetail(for draft: Draft) {
        navigationController?.pushViewController(DraftDetailViewController(draft: draft))
    }
}
