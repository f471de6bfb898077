// Model layer of the MVC scene: the profile's remote data, bound to one user. Owns its API client strongly;
// knows no controller and no view — results go back only through the completions it is handed.
import ProfileKit

/// The M of the scene's three small MVCs: fetches the user's profile, blogs and drafts and likes blogs.
///
/// "The controller calls the model; the model reports back to the controller": each child controller asks
/// for its own data here and decides what it means for its views. The API delivers completions on the main
/// actor, maybe after the asking controller is gone, so callers capture themselves weakly.
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

    /// Likes a blog on the server; succeeds with the server's copy of it.
    func likeBlog(id: Int, completion: @escaping @MainActor (Result<Blog, APIError>) -> Void) {
        api.likeBlog(id: id, completion: completion)
    }
}
