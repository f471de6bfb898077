// Shared test helper: the rig's stays-alive check as one Swift Testing expectation. Holds nothing.
import ProfileKit
import SceneRig
import Testing

extension StaysAliveCheck {
    /// Expects `scene`, held only by the navigation stack it is shown on, to answer in every section and on the blog
    /// detail and compose screens, and in what its change adds (the likes total, the sort screen); names what died at
    /// once otherwise.
    @MainActor
    public static func expectStaysAlive(_ scene: SceneUnderTest, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = run(composer: scene.composer, change: scene.change)

        #expect(outcome.staysAlive, "Expected the scene to stay alive while shown: \(outcome.description)",
                sourceLocation: sourceLocation)
    }
}
