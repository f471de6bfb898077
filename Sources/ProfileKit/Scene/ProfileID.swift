// Accessibility identifiers of the profile scene: the contract between every scene and the driver.

/// Identifiers every pattern gives its views, so one driver can operate them all.
///
/// Identifiers compose along the view tree (see `View`): set the *local* names below on your views and
/// the driver finds them by path, e.g. `ProfileID.blogLikePath(row: 3)` is `blogs.row.3.like`.
public enum ProfileID {
    /// The button that reloads the whole profile (a navigation-bar item in a real app). Title "Refresh".
    public static let refresh = "refresh"

    /// The header container and its children (local names).
    public enum Header {
        public static let container = "header"
        public static let avatar = "avatar"
        public static let name = "name"
        public static let handle = "handle"
        public static let summary = "summary"
        public static let error = "error"
    }

    /// The blogs table, its error label (a sibling of the table), and the local names inside a blog cell.
    public enum Blogs {
        public static let table = "blogs"
        public static let error = "blogs.error"
        public static let title = "title"
        public static let summary = "summary"
        public static let like = "like"
        public static let share = "share"
    }

    /// The drafts table, its error label (a sibling of the table), and the local names inside a draft cell.
    public enum Drafts {
        public static let table = "drafts"
        public static let error = "drafts.error"
        /// The "New draft" button (a sibling of the table): opens the compose screen.
        public static let newDraft = "drafts.new"
        public static let title = "title"
        public static let edited = "edited"
    }

    /// The detail screens' elements (full identifiers): a blog detail shows title, body, like and share; a draft
    /// detail title and meta.
    public enum Detail {
        public static let title = "detail.title"
        public static let body = "detail.body"
        public static let like = "detail.like"
        public static let share = "detail.share"
        public static let meta = "detail.meta"
    }

    /// The compose-draft screen's elements (full identifiers).
    public enum Compose {
        public static let title = "compose.title"
        public static let save = "compose.save"
        public static let cancel = "compose.cancel"
        public static let error = "compose.error"
    }

    public static func blogRowPath(row: Int) -> String { "\(Blogs.table).row.\(row)" }
    public static func blogLikePath(row: Int) -> String { "\(blogRowPath(row: row)).\(Blogs.like)" }
    public static func draftRowPath(row: Int) -> String { "\(Drafts.table).row.\(row)" }
}
