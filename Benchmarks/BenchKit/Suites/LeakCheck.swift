// LeakCheck: what survives a scene's teardown (profile, detail or compose on top, requests in flight), with the path
// that keeps each survivor, and what closed screens leave behind. Owns each scene until its teardown; then only weakly.
import LeakProbe
import ProfileKit
import SceneRig

/// What survives a scene's teardown — with the profile, a blog detail or the compose screen on top, requests in
/// flight each time — and what the screens it opens leave behind while it lives (`ScreenLifetimeCheck`).
@MainActor
enum LeakCheck {
    struct Outcome {
        let objectsBeforeTeardown: Int
        let survivors: [LeakSurvivor]
    }

    /// The screen on top when the scene is torn down.
    enum TopScreen: CaseIterable {
        case profile, blogDetail, compose
    }

    static func run(_ subject: SceneSubject) -> Outcome {
        run(composer: subject.composer)
    }

    /// The same sessions on any composer: a leaky variant's (`bench --variant leaky`).
    static func run(composer: any ProfileSceneComposer.Type) -> Outcome {
        let censuses = TopScreen.allCases.map { useAndTearDown(composer, on: $0) }
        let survivors = censuses.flatMap { $0.survivors() } + ScreenLifetimeCheck.run(composer: composer)
        return Outcome(objectsBeforeTeardown: censuses[0].objectCount, survivors: survivors)
    }

    /// Everything the session made is unreachable once this returns, unless the scene leaks it.
    private static func useAndTearDown(_ composer: any ProfileSceneComposer.Type, on top: TopScreen) -> ObjectCensus {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let driver = SceneDriver(composer: composer, api: api)
        driver.deliverAllResponses()
        try? driver.selectBlog(row: 1)
        driver.tapBack()
        try? driver.scrollBlogs(toRow: 11)
        try? driver.tapLike(blogRow: 11)   // still in flight at teardown
        try? driver.tapRefresh()
        switch top {
        case .profile:
            break
        case .blogDetail:
            try? driver.selectBlog(row: 10)
            try? driver.tapDetailLike()    // still in flight at teardown
        case .compose:
            try? driver.tapNewDraft()
            try? driver.typeDraftTitle("In flight at teardown")
            try? driver.tapSaveDraft()     // still in flight at teardown
        }
        let census = LeakProbe.census(roots: [driver.window], excluding: [api])
        driver.tearDown()
        api.deliverAllPendingResponses()   // late responses must find their receivers gone
        return census
    }
}
