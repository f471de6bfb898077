// Shared test helper: a section view controller the way the profile screen holds one, embedded in a container at the
// root of a navigation stack, for testing what a section pushes. Holds nothing; the caller owns what it returns.
import ProfileKit
import Testing

extension ViewController {
    /// A section embedded in a container that is the root of a navigation stack: a router or navigator that pushes
    /// from `section` reaches `navigator` as the profile screen's sections do, through the container. The section
    /// and the navigation controller are tracked for leaks.
    @MainActor
    public static func sectionOnNavigationStack(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (section: ViewController, navigator: NavigationController) {
        let container = ViewController()
        let section = ViewController()
        container.embed(section)
        let navigator = NavigationController(rootViewController: container)
        tracker.track(navigator, as: "NavigationController", sourceLocation: sourceLocation)
        tracker.track(section, as: "section ViewController", sourceLocation: sourceLocation)
        return (section, navigator)
    }
}
