// Model layer of the MVC scene, as article 004's MVC demo has it: the data interface the controllers call, for one
// user. Owns its API client; knows no controller and no view: answers go only to the completions it is handed.
import ProfileKit

/// The M of the scene's three small MVCs, as that demo builds it: it fetches the user, the blogs and the drafts
/// and sends likes, unlikes and new drafts, and holds no business rule.
///
/// Article 004 of the source series defines MVC's M as a business model: it holds the data and the business
/// rules, stands apart from V and C, and notifies C. Its MVC demo does not build one: the like's rules sit in the
/// blog list's controller, and the article names exactly that as MVC's weakness, which MVP then fixes. This scene
/// follows the demo (docs/patterns/MVC.md, "The model"), so `BlogListViewController` holds the like's rules and
/// this type only carries requests and answers. It notifies nobody: each answer goes to the completion its caller
/// handed in, on the main actor, maybe after that controller is gone, so callers capture themselves weakly.
@MainActor
final class ProfileModel {
    private let api: any ProfileAPI
    private let userID: Int

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    func loadUser(completion: @escaping @MainActor (Result<User, APIError>) -> Void) {
        api.fetchUser(id: userID, completion: completion)
    }

    func loadBlogs(completion: @escaping @MainActor (Result<[Blog], APIError>) -> Void) {
        api.fetchBlogs(userID: userID, completion: completion)
    }

    func loadDrafts(completion: @escaping @MainActor (Result<[Draft], APIError>) -> Void) {
        api.fetchDrafts(userID: userID, completion: completion)
    }

    /// Creates a draft on the server; succeeds with the server's copy of it.
    func createDraft(title: String, completion: @escaping @MainActor (Result<Draft, APIError>) -> Void) {
        api.createDraft(title: title, completion: completion)
    }

    /// Likes a blog on the server; succeeds with the server's copy of it.
    func likeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void) {
        api.likeBlog(id: id, completion: completion)
    }

    /// Takes a like back on the server; succeeds with the server's copy of the blog.
    func unlikeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void) {
        api.unlikeBlog(id: id, completion: completion)
    }
}
