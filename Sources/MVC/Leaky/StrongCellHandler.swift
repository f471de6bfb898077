// Leaky variant, on purpose (`bench --variant leaky`; never part of the comparison): MVC's classic mistake, a cell's
// like handler that captures its controller strongly. Owns what the correct scene owns, plus the cycle.
import ProfileKit

/// The MVC scene with the mistake real projects make most: `cell.didTapLike = { self.didTapLike(…) }`.
///
/// The controller owns its table, the table owns its cells, and each cell owns its handler: a handler that captures
/// the controller strongly closes a cycle (controller → section → table → cell → handler → controller), so the whole
/// scene outlives its screen. Reflection cannot see into a closure; the leak probe reads the closure's context and
/// names the cycle anyway. The correct code is `BlogListViewController.likeHandler(blogID:)`: `[weak self]`.
public enum StrongCellHandlerComposer: ProfileSceneComposer {
    public static let summary = "MVC with a cell like handler that captures its controller strongly."

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let model = ProfileModel(api: api, userID: userID)
        return ProfileViewController(
            userInfo: UserInfoViewController(model: model), blogList: StrongCellHandlerBlogListViewController(model: model),
            draftList: DraftListViewController(model: model))
    }
}

/// The blog list controller whose cells' handlers keep it alive.
final class StrongCellHandlerBlogListViewController: BlogListViewController {
    override func likeHandler(blogID: Int) -> @MainActor () -> Void {
        { self.didTapLike(blogID: blogID) }   // the mistake: `self` captured strongly
    }
}
