// LeakCheck: the memory suite's leak check — the rig's in-flight teardown with the profile, a blog detail and the
// compose screen on top, read as a census with the path that keeps each survivor, and what closed screens leave behind
// (the rig's screen-lifetime check). Owns nothing: the rig's checks own each scene until its teardown.
import LeakProbe
import ProfileKit
import SceneRig

/// What survives a scene's teardown — with the profile, a blog detail or the compose screen on top, requests in
/// flight each time (`InFlightTeardown`) — and what the screens it opens leave behind while it lives
/// (`ScreenLifetimeCheck`).
@MainActor
enum LeakCheck {
    struct Outcome {
        let objectsBeforeTeardown: Int
        let survivors: [LeakSurvivor]
    }

    static func run(_ subject: SceneSubject) -> Outcome {
        run(composer: subject.composer)
    }

    /// The same sessions on any composer: a leaky variant's (`bench --variant leaky`).
    static func run(composer: any ProfileSceneComposer.Type) -> Outcome {
        let outcomes = InFlightTeardown.TopScreen.cases(in: nil).map { top in
            (top, InFlightTeardown.run(composer: composer, top: top) { $0.census() })
        }
        let censuses = outcomes.map(\.1.tracked)
        let survivors = heldWhileInFlight(outcomes) + censuses.flatMap { $0.survivors() }
            + ScreenLifetimeCheck.run(composer: composer)
        return Outcome(objectsBeforeTeardown: censuses[0].objectCount, survivors: survivors)
    }

    /// What outlived the teardown while its requests were in flight, and was freed only by their late answers: held by
    /// something no scene object reaches — in practice a task that captured it strongly and awaited its answer (a
    /// closure the API keeps is weak in every correct scene). Each type once, with the screen that was on top.
    private static func heldWhileInFlight(_ outcomes: [(InFlightTeardown.TopScreen, InFlightTeardown.Outcome)]) -> [LeakSurvivor] {
        var named: Set<String> = []
        return outcomes.flatMap { top, outcome -> [LeakSurvivor] in
            // The window is the driver's until the session returns; what else was alive then and is gone now was held
            // by the requests in flight alone.
            let window = LeakProbe.typeName(of: Window())
            return outcome.survivorsWhileInFlight.filter { $0 != window && !outcome.tracked.survivorNames.contains($0) }
                .compactMap { name in
                guard named.insert(name).inserted else { return nil }
                let answer = outcome.freedByAnswer[name].map { "the \($0) answer" } ?? "a late answer"
                return LeakSurvivor(typeName: name, finding: """
                    \(name) outlives the teardown (\(top) on top) while a request is in flight, and goes when its answer \
                    comes: held by a task awaiting that answer (no scene object holds it); path: MockProfileAPI → \
                    \(answer)'s completion → its continuation → the task awaiting it → \(name)
                    """)
            }
        }
    }
}
