// Accessibility identifiers of the profile scene: the contract between every scene and the driver.

/// Identifiers every scene's views carry, so one driver can operate them all.
///
/// Identifiers compose along the view tree (see `View`): the *local* names below are set on the views, and
/// the driver finds them by path, e.g. `ProfileID.blogLikePath(row: 3)` is `blogs.row.3.like`. The kit's shared views
/// (`ProfileScreenView`, `TableSectionView`, the detail and compose screens) set their own, so a pattern names only
/// those of the one view it builds itself, its blog cell (`ProfileID.Blogs`); the rest is `package`, read by the rig.
public enum ProfileID {
    /// The button that reloads the whole profile (a navigation-bar item in a real app). Title "Refresh".
    package static let refresh = "refresh"

    /// The header container and its children (local names).
    package enum Header {
        package static let container = "header"
        package static let avatar = "avatar"
        package static let name = "name"
        package static let handle = "handle"
        package static let summary = "summary"
        package static let error = "error"
        /// The likes total (the "likes total" change): added by the first `showLikesTotal(_:)`.
        package static let likes = "likes"
    }

    /// The blogs table, its error label (a sibling of the table), and the local names inside a blog cell.
    public enum Blogs {
        package static let table = "blogs"
        package static let error = "blogs.error"
        /// The "Sort" button (the "sort picker" change), a sibling of the table: opens the sort screen.
        package static let sort = "blogs.sort"
        public static let title = "title"
        public static let summary = "summary"
        public static let like = "like"
        public static let share = "share"
    }

    /// The drafts table, its error label (a sibling of the table), and the local names inside a draft cell.
    package enum Drafts {
        package static let table = "drafts"
        package static let error = "drafts.error"
        /// The "New draft" button (a sibling of the table): opens the compose screen.
        package static let newDraft = "drafts.new"
        package static let title = "title"
        package static let edited = "edited"
    }

    /// The detail screens' elements (full identifiers): a blog detail shows title, body, like and share; a draft
    /// detail title and meta.
    package enum Detail {
        package static let title = "detail.title"
        package static let body = "detail.body"
        package static let like = "detail.like"
        package static let share = "detail.share"
        package static let meta = "detail.meta"
    }

    /// The compose-draft screen's elements (full identifiers).
    package enum Compose {
        package static let title = "compose.title"
        package static let save = "compose.save"
        package static let cancel = "compose.cancel"
        package static let error = "compose.error"
    }

    /// The sort screen's elements (full identifiers): one button per order, and Cancel.
    package enum Sort {
        package static let newest = "sort.newest"
        package static let title = "sort.title"
        package static let cancel = "sort.cancel"
    }

    package static func blogRowPath(row: Int) -> String { "\(Blogs.table).row.\(row)" }
    package static func blogLikePath(row: Int) -> String { "\(blogRowPath(row: row)).\(Blogs.like)" }
    package static func draftRowPath(row: Int) -> String { "\(Drafts.table).row.\(row)" }
}
