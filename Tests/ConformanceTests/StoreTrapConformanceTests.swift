// The store's traps render what the careful store renders: seeded random scripts played on the careful store and on
// each trap in lockstep, every screen compared after every step. Their UI work is not compared: it is what the render
// trap costs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct StoreTrapConformanceTests {
    @Test(arguments: StoreTrap.allCases)
    @MainActor func aTrap_rendersTheCarefulStoresScreens_afterEveryStepOfRandomScripts(trap: StoreTrap) {
        for seed in UInt64(1)...6 {
            let script = RandomScriptGenerator.script(seed: seed, length: 150)
            func launch(_ composer: any ProfileSceneComposer.Type) -> SceneDriver {
                SceneDriver.launch(composer: composer, fixture: script.fixture.profileFixture, scheduling: .queued,
                                   answering: script.answering)
            }
            let careful = launch(SceneSubject.pattern(.store).composer), trapped = launch(trap.composer)
            defer { careful.tearDown(); trapped.tearDown() }
            for (index, step) in script.steps.enumerated() {
                let performed = (step.perform(on: careful), step.perform(on: trapped))
                let (expected, actual) = (careful.snapshot(), trapped.snapshot())
                guard performed.0 == performed.1, expected == actual,
                      careful.api.requestCounts == trapped.api.requestCounts else {
                    Issue.record("""
                        Expected \(trap) to do and show what the careful store does after step \(index + 1) '\(step)' \
                        of seed \(seed) (performed \(performed.0) / \(performed.1), requests \
                        \(careful.api.requestCounts) / \(trapped.api.requestCounts)):
                        \(SnapshotDiff.describe(expected: expected, actual: actual, expectedName: "store", actualName: trap.rawValue))
                        """)
                    return
                }
            }
        }
    }
}
