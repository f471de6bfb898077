// `bench graph`: the ownership graph of an assembled, rendered scene, read from its live objects and printed as
// Mermaid or DOT. Owns the scene it builds until it returns.
import Patterns
import ProfileKit

/// `bench graph --pattern viper [--format mermaid|dot] [--variant NAME]`.
///
/// The scene is built on the standard fixture with an API that answers at once, pushed in a window and rendered;
/// the graph is read from the scene's root view controller down, with the API and the navigation controller as
/// boundaries (drawn, not looked into). Nothing is written by hand: change an ownership in the code and the graph
/// changes with it.
@MainActor
enum GraphCommand {
    enum Format: String, CaseIterable {
        case mermaid, dot
    }

    static let usage = "usage: bench graph --pattern mvc|mvp|mvvm|viper|floor [--format mermaid|dot] [--variant NAME]"

    static func run(_ arguments: [String]) -> Int32 {
        let choice: SceneChoice
        let format: Format
        do throws(UsageError) {
            let parsed = try SubcommandArguments.parse(arguments, command: "graph", flags: ["pattern", "format", "variant"])
            guard parsed.words.isEmpty else { throw UsageError("bench graph: unexpected \(parsed.words[0].debugDescription); \(usage)") }
            choice = try parsed.sceneChoice(command: "graph")
            let formatName = parsed.values["format"] ?? Format.mermaid.rawValue
            guard let chosen = Format(rawValue: formatName.lowercased()) else {
                throw UsageError("bench graph: unknown --format \(formatName.debugDescription); expected mermaid, dot")
            }
            format = chosen
        } catch {
            return BenchCommand.fail(error.message, exitCode: error.exitCode)
        }
        let diagram = diagram(of: choice.composer)
        print(format == .dot ? diagram.dot : diagram.mermaid)
        return 0
    }

    /// The ownership diagram of `composer`'s scene, rendered on the standard fixture.
    static func diagram(of composer: any ProfileSceneComposer.Type) -> OwnershipDiagram {
        let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
        let window = Window(), navigator = NavigationController()
        let root = composer.makeScene(api: api, userID: api.serverUser.id)
        navigator.pushViewController(root)
        window.makeKeyAndVisible(navigator)
        defer { window.tearDown() }
        return OwnershipDiagram(ObjectGraph(root: root, boundaries: [api, navigator, window]))
    }
}
