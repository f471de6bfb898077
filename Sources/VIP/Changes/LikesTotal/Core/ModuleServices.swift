// What the Binder hands every interactor it makes: the scene's API and user, and the blogs worker the list, the detail
// and the header share. A value; holds the API and the worker strongly for as long as it is kept.
import ProfileKit

/// The scene's shared services, given to each interactor's required initialiser; each keeps what it uses.
@MainActor
struct ModuleServices {
    let api: any ProfileAPI
    let userID: Int
    /// The one source of truth for the blogs, shared by the BlogList, BlogDetail and UserInfo interactors.
    let blogsWorker: BlogsWorker
}
