// The orders the blogs list can be shown in (the "sort picker" change, docs/CHANGING.md): an entity rule shared by
// every column that makes the change, so they differ in where the order is kept, never in how it arranges. Value type.

/// How the blogs section arranges the blogs an answer brings.
public enum BlogOrder: String, CaseIterable, Hashable, Sendable {
    /// The server's order, newest first: the list as the answer brings it.
    case newest
    /// By title, in Swift's `String` order; blogs with the same title keep the server's order.
    case title

    /// The sort screen's button for this order.
    package var buttonTitle: String {
        switch self {
        case .newest: "Newest first"
        case .title: "By title"
        }
    }

    /// `blogs` in this order.
    public func arrange(_ blogs: [Blog]) -> [Blog] {
        switch self {
        case .newest:
            return blogs
        case .title:
            return blogs.enumerated()
                .sorted { $0.element.title == $1.element.title ? $0.offset < $1.offset : $0.element.title < $1.element.title }
                .map(\.element)
        }
    }
}
