// Test double: records the screens the presenters asked to open. Owns its log; pushes nothing.
import ProfileKit
@testable import MVP

/// Stands in for the navigation controller's `ProfileNavigator` conformance.
@MainActor
final class NavigatorSpy: ProfileNavigator {
    enum Destination: Equatable {
        case blogDetail(Blog)
        case draftDetail(Draft)
    }

    private(set) var opened: [Destination] = []

    func openBlogDetail(for blog: Blog) { opened.append(.blogDetail(blog)) }
    func openDraftDetail(for draft: Draft) { opened.append(.draftDetail(draft)) }
}
