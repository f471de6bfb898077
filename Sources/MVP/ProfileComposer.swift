// Composition root of the MVP scene (placeholder until the module lands).
import ProfileKit

public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = "MVP: not yet implemented."

    public static func makeScene(api: any ProfileAPI, userID: Int, navigator: NavigationController) -> ViewController {
        ViewController()
    }
}
