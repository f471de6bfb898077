// Composition root of the MVVM scene (placeholder until the module lands).
import ProfileKit

public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = "MVVM: not yet implemented."

    public static func makeScene(api: any ProfileAPI, userID: Int, navigator: NavigationController) -> ViewController {
        ViewController()
    }
}
