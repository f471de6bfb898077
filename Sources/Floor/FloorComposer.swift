// Composition root of the floor scene: one view controller, nothing else to wire.
import ProfileKit

/// The no-architecture baseline, measured beside the patterns as `floor`.
public enum FloorComposer: ProfileSceneComposer {
    public static let summary = """
        Floor: the same scene in one view controller with no architecture — no roles, no protocols, no \
        bindings; the blog detail and the compose screen are views it builds, updates and hears itself. Not a \
        pattern to copy: the baseline that shows what the architectures add.
        """

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        FloorViewController(api: api, userID: userID)
    }
}
