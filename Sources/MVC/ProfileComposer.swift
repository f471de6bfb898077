// Composition root of the MVC scene (placeholder until the module lands).
import ProfileKit

public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = "MVC: not yet implemented."

    public static func makeScene(api: any ProfileAPI, userID: Int, navigator: NavigationController) -> ViewController {
        ViewController()
    }
}
