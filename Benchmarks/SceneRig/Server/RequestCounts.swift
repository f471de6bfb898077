// How many requests the mock server received, per endpoint. Value type.
import ProfileKit

/// Requests received per endpoint.
public struct RequestCounts: Equatable, Sendable {
    public var user = 0, blogs = 0, drafts = 0, like = 0, createDraft = 0, unlike = 0
    public var total: Int { user + blogs + drafts + like + createDraft + unlike }

    public init(user: Int = 0, blogs: Int = 0, drafts: Int = 0, like: Int = 0, createDraft: Int = 0, unlike: Int = 0) {
        self.user = user
        self.blogs = blogs
        self.drafts = drafts
        self.like = like
        self.createDraft = createDraft
        self.unlike = unlike
    }

    mutating func record(_ endpoint: APIEndpoint) {
        switch endpoint {
        case .user: user += 1
        case .blogs: blogs += 1
        case .drafts: drafts += 1
        case .like: like += 1
        case .createDraft: createDraft += 1
        case .unlike: unlike += 1
        }
    }
}
