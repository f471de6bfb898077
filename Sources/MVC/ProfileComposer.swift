// Composition root of the MVC scene: creates the model, the three child controllers and their container.
// Holds nothing after it returns: the navigation controller that pushes the container owns the scene.
import ProfileKit

/// Builds the profile scene as "correct MVC": a container view controller composing three small MVCs.
///
/// The container (`ProfileViewController`) only embeds `UserInfoViewController`, `BlogListViewController` and
/// `DraftListViewController` and tells them when to load; each child fetches through the shared `ProfileModel`
/// (model → API) and renders its own views. The like logic lives in `BlogListViewController`.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(MVC.ProfileComposer.makeScene(api: api, userID: 42))
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What MVC teaches here and where its seams are.
    public static let summary = """
        MVC, the "correct" form: ProfileViewController is only a container that embeds three child MVCs \
        (user info, blog list, draft list) and tells them when to load. The model (ProfileModel → ProfileAPI) \
        only carries requests and answers, as article 004's demo has it; BlogListViewController keeps the blogs \
        and the like's rules (already-liked check, pending likes, the server's copy, rollback by dropping the \
        overlay). It pushes a blog's detail controller, is that controller's delegate and updates it with each \
        change, so both screens show one source of truth. The compose screen answers its presenting controller \
        (the draft list) as a delegate. Seams: the model and the API; a controller's work is tested through its \
        loaded views.
        """

    /// Assembles the scene and returns its container view controller, not yet pushed. The children push
    /// details through `navigationController`, which they reach weakly once the container is on the stack.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        makeProfileViewController(model: ProfileModel(api: api, userID: userID))
    }

    /// The wiring itself, with the model handed in so tests can watch its lifetime.
    static func makeProfileViewController(model: ProfileModel) -> ProfileViewController {
        ProfileViewController(
            userInfo: UserInfoViewController(model: model),
            blogList: BlogListViewController(model: model),
            draftList: DraftListViewController(model: model))
    }
}
