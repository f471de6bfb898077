// Shared test helper: the rig's screen-lifetime check as Swift Testing expectations over the whole module of each
// screen a scene opens. Owns the scene it launches until it returns; what it tracks, only weakly.
import ProfileKit
import SceneRig
import Testing

extension ScreenLifetimeCheck {
    /// Opens, uses and closes `screen` on `scene` once loaded, and expects it opened (its module's objects tracked, every
    /// element found) and none of its module's objects alive once closed while the scene lives.
    @MainActor
    public static func expectModuleFreed(
        afterClosing screen: Screen, in scene: SceneUnderTest, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()

        let closed = close(screen, in: driver)

        #expect(closed.missingElement == nil,
                "Expected every element the screen is used with on screen, \(closed.missingElement.map(\.description) ?? "")",
                sourceLocation: sourceLocation)
        #expect(closed.moduleObjects > 0, "Expected the screen opened, its module's objects tracked",
                sourceLocation: sourceLocation)
        #expect(closed.kept.isEmpty,
                "Expected the screen's module freed once closed, found \(closed.kept.map(\.description))",
                sourceLocation: sourceLocation)
        withExtendedLifetime(driver) {}
    }

    /// Expects 100 open/close cycles of every screen `scene` opens (its change's included) to add nothing to it once
    /// loaded: no object, no closure stored.
    @MainActor
    public static func expectNoGrowth(_ scene: SceneUnderTest, sourceLocation: SourceLocation = #_sourceLocation) {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()

        let grown = growth(in: driver, change: scene.change)

        #expect(grown.isEmpty, "Expected nothing added by \(cycles) open/close cycles, found \(grown.map(\.description))",
                sourceLocation: sourceLocation)
    }
}
