// Entity: one published blog post with its like state and the server's version of it. A value type; owns
// nothing, references nothing.

/// A published blog post as the server describes it.
///
/// `version` is the server's revision of this blog: the server raises it on every change (a like, a rename,
/// a count moved by other readers), so of two copies of one blog the one with the higher version is the newer
/// (docs/SCENE.md, "The server's copy wins"). A payload without it decodes as version 1.
public struct Blog: Equatable, Hashable, Identifiable, Sendable {
    public var id: Int
    public var title: String
    public var summary: String
    public var isLiked: Bool
    public var likeCount: Int
    public var shareCount: Int
    package var version: Int

    package init(
        id: Int, title: String, summary: String, isLiked: Bool = false, likeCount: Int = 0, shareCount: Int = 0,
        version: Int = 1
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.isLiked = isLiked
        self.likeCount = likeCount
        self.shareCount = shareCount
        self.version = version
    }
}

extension Blog: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, summary, isLiked, likeCount, shareCount, version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            summary: try container.decode(String.self, forKey: .summary),
            isLiked: try container.decode(Bool.self, forKey: .isLiked),
            likeCount: try container.decode(Int.self, forKey: .likeCount),
            shareCount: try container.decode(Int.self, forKey: .shareCount),
            version: try container.decodeIfPresent(Int.self, forKey: .version) ?? 1)
    }
}
