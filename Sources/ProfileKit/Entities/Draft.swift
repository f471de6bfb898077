// Entity: an unpublished draft. A value type; owns nothing, references nothing.
import Foundation

/// An unpublished draft as the server describes it.
public struct Draft: Codable, Equatable, Hashable, Identifiable, Sendable {
    public var id: Int
    public var title: String
    public var editedAt: Date

    public init(id: Int, title: String, editedAt: Date) {
        self.id = id
        self.title = title
        self.editedAt = editedAt
    }
}
