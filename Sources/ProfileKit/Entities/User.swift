// Entity: the profile's owner, as the server describes it. A value type; owns nothing, references nothing.

/// The user whose profile the scene shows.
///
/// `blogCount`, `draftCount` and `likeCount` are computed by the server when the user is fetched,
/// so they are a snapshot: liking a blog does not change them until the next refresh.
public struct User: Codable, Equatable, Hashable, Identifiable, Sendable {
    public var id: Int
    package var username: String
    public var displayName: String
    public var avatarName: String
    package var blogCount: Int
    package var draftCount: Int
    public var likeCount: Int

    package init(
        id: Int, username: String, displayName: String, avatarName: String,
        blogCount: Int = 0, draftCount: Int = 0, likeCount: Int = 0
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.avatarName = avatarName
        self.blogCount = blogCount
        self.draftCount = draftCount
        self.likeCount = likeCount
    }
}
