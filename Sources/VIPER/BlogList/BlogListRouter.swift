// Router of the BlogList module: pushes the blog detail the presenter decides on. Owns nothing; references the
// module's view controller weakly (router ⇢ view controller).
import ProfileKit

/// Pushes a blog's detail onto the navigation stack the profile screen is on.
///
/// It reaches the stack through its view controller's `navigationController` (the container's, for an embedded
/// section), as UIKit code does: the scene never holds the navigation controller that owns it.
@MainActor
final class BlogListRouter {
    /// Set by `ProfileAssembly`; weak because the view controller owns the presenter, which owns this router.
    weak var viewController: ViewController?
}

// MARK: - BlogListRouterInput

extension BlogListRouter: BlogListRouterInput {
    func openBlogDetail(for blog: Blog) {
        viewController?.navigationController?.pushViewController(BlogDetailViewController(blog: blog))
    }
}
