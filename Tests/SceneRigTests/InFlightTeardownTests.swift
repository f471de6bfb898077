// Specifications of the in-flight teardown session: it reaches what it means to tear down, with its requests in
// flight, whichever screen is on top, and reads back what was tracked.
import LeakProbe
import ProfileKit
import SceneRig
import Testing

@Suite struct InFlightTeardownTests {
    /// On the floor, or for a screen a change adds, on the floor's change.
    @Test(arguments: InFlightTeardown.TopScreen.allCases)
    @MainActor func session_tearsTheSceneDownWithItsRequestsInFlight(_ top: InFlightTeardown.TopScreen) {
        let composer = top.change.map { ChangedScene(subject: .floor, change: $0).composer } ?? SceneSubject.floor.composer
        let outcome = InFlightTeardown.run(composer: composer, top: top) { driver in
            var census = ObjectCensus()
            driver.navigationController.map { census.track($0, as: "NavigationController") }
            return census
        }

        #expect(outcome.missingElement == nil, "Expected every step's element on screen, \(String(describing: outcome.missingElement))")
        #expect(outcome.requestsInFlight == top.requestsInFlight,
                "Expected a like and three loads in flight, and the \(top) screen's own request, found \(outcome.requestsInFlight)")
        #expect(outcome.tracked.objectCount == 1 && outcome.survivorsWhileInFlight.isEmpty,
                "Expected the tracked navigation controller freed at teardown, found \(outcome.survivorsWhileInFlight)")
        #expect(outcome.toastsFromLateAnswers == 0, "Expected no toast from the late answers")
        #expect(outcome.freedByAnswer.isEmpty, "Expected no late answer to free anything, found \(outcome.freedByAnswer)")
    }

    /// The late answers come one at a time, so what one of them frees was held by that request: here an object only a
    /// queued createDraft's completion holds.
    @Test @MainActor func anObjectHeldByALateAnswer_isNamedWithTheRequestWhoseAnswerFreedIt() {
        final class HeldByCompletion {}
        let outcome = InFlightTeardown.run(composer: SceneSubject.floor.composer) { driver in
            let held = HeldByCompletion()
            driver.api.createDraft(title: "Held") { _ in withExtendedLifetime(held) {} }
            var census = ObjectCensus()
            census.track(held, as: "HeldByCompletion")
            return census
        }

        #expect(outcome.survivorsWhileInFlight == ["HeldByCompletion"], "Expected it alive while its request was in flight")
        #expect(outcome.freedByAnswer == ["HeldByCompletion": MockProfileAPI.PendingRequest(endpoint: .createDraft)],
                "Expected the createDraft answer named as what freed it, got \(outcome.freedByAnswer)")
    }

    @Test @MainActor func sceneCensus_hasNoSurvivorOnceTheSessionReturns() {
        let outcome = InFlightTeardown.run(composer: SceneSubject.floor.composer) { $0.census() }

        #expect(outcome.tracked.objectCount > 10, "Expected the whole scene in the census, found \(outcome.tracked.names)")
        #expect(outcome.tracked.survivors().isEmpty, "Expected nothing alive once the driver is gone")
    }
}
