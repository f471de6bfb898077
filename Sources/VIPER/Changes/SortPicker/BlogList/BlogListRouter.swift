// Router of the BlogList module: assembles, configures and pushes the BlogDetail module, and presents the SortBlogs
// module. Owns the blogs data manager it hands to each detail; references the module's view controller weakly
// (router ⇢ view controller).
import ProfileKit

/// Builds the next screen at the moment of navigation, as article 000's router does, and pushes it onto the
/// navigation stack the profile screen is on, or presents it modally (the sort screen).
///
/// It reaches the stack through its view controller's `navigationController` (the container's, for an embedded
/// section), as UIKit code does: the scene never holds the navigation controller that owns it.
@MainActor
final class BlogListRouter {
    /// Set by `ProfileAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
    private let dataManager: BlogsDataManager

    init(dataManager: BlogsDataManager) {
        self.dataManager = dataManager
    }
}

// MARK: - BlogListRouterInput

extension BlogListRouter: BlogListRouterInput {
    /// Not while a screen covers the profile: a second tap on the row lands while the first one's detail comes in.
    func openBlogDetail(blogID: Int) {
        guard viewController?.isOnTop == true else { return }
        let detail = BlogDetailAssembly.makeModule(dataManager: dataManager)
        detail.input.configure(blogID: blogID)
        viewController?.navigationController?.pushViewController(detail.viewController)
    }

    /// The output is passed in, never stored here, as the DraftList router passes the compose module's: a router
    /// holding its presenter would close the article's strong router ⇄ presenter cycle.
    func openSortBlogs(order: BlogOrder, output: any SortBlogsModuleOutput) {
        viewController?.present(SortBlogsAssembly.makeModule(order: order, output: output))
    }
}
