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
        let censuses = InFlightTeardown.TopScreen.cases(in: nil).map { top in
            InFlightTeardown.run(composer: composer, top: top) { $0.census() }.tracked
        }
        let survivors = censuses.flatMap { $0.survivors() } + ScreenLifetimeCheck.run(composer: composer)
        return Outcome(objectsBeforeTeardown: censuses[0].objectCount, survivors: survivors)
    }
}
