// Composition root of the MVC scene: creates the model, the three child controllers and their container.
// Owns nothing after it returns; never touches the navigator (children reach it UIKit-style, weakly).
import ProfileKit

/// Builds the profile scene as "correct MVC": a container view controller composing three small MVCs.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(MVC.ProfileComposer.makeScene(api: api, userID: 42, navigator: navigator))
/// ```
public enum ProfileComposer: ProfileSceneComposer {
    /// What MVC teaches here and where its seams are.
    public static let summary = """
        MVC, the "correct" form: ProfileViewController is only a container that embeds three child MVCs \
        (user info, blog list, draft list). Each child controller fetches through the model (ProfileModel → \
        ProfileAPI), renders its own setter-only views and handles its own events — the like logic \
        (optimistic update, rollback, already-liked, pending set) lives in BlogListViewController. \
        Seams: the model and the API. The like logic has none of its own: testing it means loading a \
        controller, its table and a window, then tapping a cell's button.
        """

    /// Assembles the scene and returns its container view controller, not yet pushed.
    ///
    /// `navigator` is not used: as in UIKit, the list controllers push through `navigationController`,
    /// which they reach weakly once the container is on the stack.
    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        makeProfileViewController(model: ProfileModel(api: api, userID: userID))
    }

    /// The wiring itself, with the model handed in so tests can keep an eye on it.
    static func makeProfileViewController(model: ProfileModel) -> ProfileViewController {
        ProfileViewController(
            userInfo: UserInfoViewController(model: model),
            blogList: BlogListViewController(model: model),
            draftList: DraftListViewController(model: model))
    }
}
