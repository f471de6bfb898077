// Test double: records the screens the list presenters asked to open. Owns its log; pushes nothing.
import ProfileKit
@testable import MVP

/// Stands in for the section view controllers' navigator conformances.
@MainActor
final class NavigatorSpy: BlogListNavigator, DraftListNavigator {
    enum Destination: Equatable {
        case blogDetail(Blog)
        case draftDetail(Draft)
    }

    private(set) var opened: [Destination] = []

    func openBlogDetail(for blog: Blog) { opened.append(.blogDetail(blog)) }
    func openDraftDetail(for draft: Draft) { opened.append(.draftDetail(draft)) }
}
