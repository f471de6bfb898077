// Test doubles of the sort screen's passive view and of its presenter's output (the blogs list presenter), recording
// what they were told. Own their logs.
import ProfileKit
@testable import MVPSortPicker

/// Stands in for `SortBlogsViewController`.
@MainActor
final class SortBlogsViewSpy: SortBlogsView {
    /// The orders shown selected, oldest first.
    private(set) var shownSelected: [BlogOrder] = []

    func showSelected(_ order: BlogOrder) { shownSelected.append(order) }
}

/// Stands in for `BlogListPresenter` as the sort presenter's output.
@MainActor
final class SortBlogsOutputSpy: SortBlogsPresenterOutput {
    enum Message: Equatable { case didPick(BlogOrder), didCancel }

    private(set) var messages: [Message] = []

    func sortBlogsDidPick(_ order: BlogOrder) { messages.append(.didPick(order)) }
    func sortBlogsDidCancel() { messages.append(.didCancel) }
}
