// Composition root of the VIPER scene (placeholder until the module lands).
import ProfileKit

public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = "VIPER: not yet implemented."

    public static func makeScene(api: any ProfileAPI, userID: Int, navigator: NavigationController) -> ViewController {
        ViewController()
    }
}
