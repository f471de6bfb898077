// Test double of BlogListRouterInput: records the navigation asked for. Holds nothing of the module.
import ProfileKit
@testable import VIPERSortPicker

@MainActor
final class BlogListRouterSpy: BlogListRouterInput {
    private(set) var openedBlogIDs: [Int] = []
    /// The sort modules opened: the order each shows, and its module output, held weakly as the module does.
    private(set) var openedSorts: [(order: BlogOrder, output: WeakSortOutput)] = []

    struct WeakSortOutput {
        weak var output: (any SortBlogsModuleOutput)?
    }

    func openBlogDetail(blogID: Int) { openedBlogIDs.append(blogID) }
    func openSortBlogs(order: BlogOrder, output: any SortBlogsModuleOutput) {
        openedSorts.append((order, WeakSortOutput(output: output)))
    }
}
