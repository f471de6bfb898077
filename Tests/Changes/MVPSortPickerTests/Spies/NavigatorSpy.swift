// Test double: records the screens the list presenters asked to open, and keeps the detail presenters it was handed
// as the detail's view controller would. Owns its log and those presenters; pushes nothing.
import ProfileKit
@testable import MVPSortPicker

/// Stands in for the section view controllers' navigator conformances.
@MainActor
final class NavigatorSpy: BlogListNavigator, DraftListNavigator {
    enum Destination: Equatable {
        case blogDetail(blogID: Int)
        case draftDetail(Draft)
        case composeDraft
        /// The compose screen closed.
        case closedComposeDraft
        case sortBlogs(order: BlogOrder)
        /// The sort screen closed.
        case closedSortBlogs
    }

    private(set) var opened: [Destination] = []
    /// The presenters of the blog details opened, oldest first.
    private(set) var blogDetails: [BlogDetailPresenter] = []
    /// The presenters of the compose screens opened, oldest first.
    private(set) var composeDrafts: [ComposeDraftPresenter] = []
    /// The presenters of the sort screens opened, oldest first.
    private(set) var sortBlogs: [SortBlogsPresenter] = []

    func openBlogDetail(_ presenter: BlogDetailPresenter) {
        opened.append(.blogDetail(blogID: presenter.blogID))
        blogDetails.append(presenter)
    }

    func openDraftDetail(for draft: Draft) { opened.append(.draftDetail(draft)) }

    func openComposeDraft(_ presenter: ComposeDraftPresenter) {
        opened.append(.composeDraft)
        composeDrafts.append(presenter)
    }

    func closeComposeDraft() { opened.append(.closedComposeDraft) }

    func openSortBlogs(_ presenter: SortBlogsPresenter) {
        opened.append(.sortBlogs(order: presenter.order))
        sortBlogs.append(presenter)
    }

    func closeSortBlogs() { opened.append(.closedSortBlogs) }
}
