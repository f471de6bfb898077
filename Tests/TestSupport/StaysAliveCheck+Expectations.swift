// Shared test helper: the rig's stays-alive check as one Swift Testing expectation. Holds nothing.
import ProfileKit
import SceneRig
import Testing

extension StaysAliveCheck {
    /// Expects `composer`'s scene, held only by the navigation stack it is shown on, to answer in every section and
    /// on the blog detail and compose screens; names what died at once otherwise.
    @MainActor
    public static func expectStaysAlive(
        composer: any ProfileSceneComposer.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcome = run(composer: composer)

        #expect(outcome.staysAlive, "Expected the scene to stay alive while shown: \(outcome.description)",
                sourceLocation: sourceLocation)
    }
}
