// Entity: one published blog post with its like state. A value type; owns nothing, references nothing.

/// A published blog post as the server describes it.
public struct Blog: Codable, Equatable, Hashable, Identifiable, Sendable {
    public var id: Int
    public var title: String
    public var summary: String
    public var isLiked: Bool
    public var likeCount: Int
    public var shareCount: Int

    public init(id: Int, title: String, summary: String, isLiked: Bool = false, likeCount: Int = 0, shareCount: Int = 0) {
        self.id = id
        self.title = title
        self.summary = summary
        self.isLiked = isLiked
        self.likeCount = likeCount
        self.shareCount = shareCount
    }
}
