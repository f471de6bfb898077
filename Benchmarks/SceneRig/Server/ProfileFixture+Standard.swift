// The shipped fixture (one user, 12 blogs, 3 drafts, unicode titles), a generator for N blogs, and either with every
// blog liked or none.
import Foundation
import ProfileKit

extension ProfileFixture {
    /// The realistic fixture every script starts from: one user, 12 blogs, 3 drafts, unicode titles.
    public static let standard: ProfileFixture = {
        do {
            return try decode(from: Data(standardJSON.utf8))
        } catch {
            preconditionFailure("The bundled fixture must decode: \(error)")
        }
    }()

    /// A deterministic fixture with `blogCount` blogs and `draftCount` drafts, for scale tests and benchmarks.
    /// Every fourth blog starts liked, so both like paths are reachable at any size.
    public static func generated(blogCount: Int, draftCount: Int = 3) -> ProfileFixture {
        let topics = ["Swift", "并发", "Café ☕️", "Ünïcödé", "VIPER", "MVVM", "Retain cycles 🔁", "Table views"]
        let blogs = (0..<max(0, blogCount)).map { index in
            Blog(
                id: 1_000 + index,
                title: "\(topics[index % topics.count]) #\(index + 1)",
                summary: "Generated post \(index + 1) of \(blogCount).",
                isLiked: index % 4 == 3,
                likeCount: (index * 7) % 50 + (index % 4 == 3 ? 1 : 0),
                shareCount: (index * 3) % 20
            )
        }
        let drafts = (0..<max(0, draftCount)).map { index in
            Draft(id: 9_000 + index, title: "Draft \(index + 1) ✏️",
                  editedAt: Date(timeIntervalSince1970: 1_763_596_800 - Double(index) * 86_400))
        }
        let user = User(id: 42, username: "lin.wei", displayName: "Lin Wei 林伟", avatarName: "avatar-42")
        return ProfileFixture(user: user, blogs: blogs, drafts: drafts)
    }

    /// This fixture with every blog liked, or none: one like path on every row, for the bench's suites and its trace.
    ///
    /// ```swift
    /// let api = MockProfileAPI(fixture: .standard.withEveryBlog(liked: false), scheduling: .immediate)
    /// ```
    public func withEveryBlog(liked: Bool) -> ProfileFixture {
        var fixture = self
        fixture.blogs = blogs.map { blog in
            var blog = blog
            blog.isLiked = liked
            return blog
        }
        return fixture
    }

    static let standardJSON = #"""
    {
      "user": { "id": 42, "username": "lin.wei", "displayName": "Lin Wei 林伟", "avatarName": "avatar-42",
                "blogCount": 12, "draftCount": 3, "likeCount": 1204 },
      "blogs": [
        { "id": 101, "title": "深入分析 MVC、MVP、MVVM、VIPER", "summary": "Four ways to build one profile screen.", "isLiked": false, "likeCount": 312, "shareCount": 48 },
        { "id": 102, "title": "Retain cycles, explained 🔁", "summary": "Who holds whom, and why weak matters.", "isLiked": true, "likeCount": 198, "shareCount": 21 },
        { "id": 103, "title": "Café-driven development ☕️", "summary": "Naming things in a noisy room.", "isLiked": false, "likeCount": 87, "shareCount": 5 },
        { "id": 104, "title": "Table view cell reuse in depth", "summary": "Why the row you tapped is not the cell you configured.", "isLiked": false, "likeCount": 143, "shareCount": 17 },
        { "id": 105, "title": "Ünïcödé everywhere: ß, é, 😀", "summary": "Grapheme clusters in labels.", "isLiked": false, "likeCount": 56, "shareCount": 3 },
        { "id": 106, "title": "VIPER 模块的装配", "summary": "Builders, routers and who owns the view.", "isLiked": true, "likeCount": 74, "shareCount": 9 },
        { "id": 107, "title": "Optimistic UI with rollback", "summary": "Show it now, undo it if the server says no.", "isLiked": false, "likeCount": 120, "shareCount": 14 },
        { "id": 108, "title": "Passive views in MVP", "summary": "Views that never touch an entity.", "isLiked": false, "likeCount": 39, "shareCount": 2 },
        { "id": 109, "title": "Bindings without a framework", "summary": "A forty-line observable.", "isLiked": false, "likeCount": 64, "shareCount": 6 },
        { "id": 110, "title": "Измерять, а не гадать", "summary": "Benchmarks, floors and noise.", "isLiked": false, "likeCount": 25, "shareCount": 1 },
        { "id": 111, "title": "Child view controllers 👶", "summary": "Composing a scene from small MVCs.", "isLiked": false, "likeCount": 51, "shareCount": 4 },
        { "id": 112, "title": "مرحبا بالعالم — hello, world", "summary": "Right-to-left text in a left-to-right table.", "isLiked": false, "likeCount": 35, "shareCount": 0 }
      ],
      "drafts": [
        { "id": 901, "title": "Coordinators: the missing router?", "editedAt": "2026-11-20T09:30:00Z" },
        { "id": 902, "title": "草稿：SwiftUI 与 VIPER", "editedAt": "2026-11-18T17:05:00Z" },
        { "id": 903, "title": "Notes on weak self 🧠", "editedAt": "2026-10-02T08:00:00Z" }
      ]
    }
    """#
}
