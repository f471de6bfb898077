// The scene contract: the one entry point each pattern module exposes. A protocol; owns nothing.

/// Builds one pattern's profile scene. Each pattern module has exactly one public type conforming to
/// this, named `ProfileComposer`; everything else in the module is internal.
///
/// ```swift
/// let navigator = NavigationController()
/// navigator.pushViewController(MVVM.ProfileComposer.makeScene(api: api, userID: 42))
/// ```
@MainActor
public protocol ProfileSceneComposer {
    /// What the pattern teaches and where its seams are, in a few lines (printed by `bench --list`).
    static var summary: String { get }

    /// Assembles the module and returns its root view controller, not yet pushed.
    ///
    /// The scene navigates as UIKit code does, through its view controllers' `navigationController`, which
    /// they reference weakly once pushed: the navigation controller owns the scene, never the reverse.
    static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController
}
