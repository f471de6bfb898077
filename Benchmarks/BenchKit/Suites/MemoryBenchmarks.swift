// The memory suite's scene work: rendering a scene to count what it keeps, and the leak check.
// Each function owns the scene it builds only until it returns.
import Patterns
import ProfileKit

/// Builds and renders one scene so its footprint can be counted; the caller brackets `render` with counters.
@MainActor
enum FootprintScene {
    /// Renders a scene of `subject` on `api` and returns its window (which owns it) and its reachable object count.
    static func render(_ subject: SceneSubject, api: MockProfileAPI) -> Window {
        let window = Window(), navigator = NavigationController()
        navigator.pushViewController(subject.composer.makeScene(api: api, userID: api.serverUser.id))
        window.makeKeyAndVisible(navigator)
        return window
    }

    /// Class instances reachable from a rendered scene's window, the shared API excluded.
    static func reachableObjects(_ subject: SceneSubject, fixture: ProfileFixture) -> Int {
        let api = MockProfileAPI(fixture: fixture, scheduling: .immediate)
        let window = render(subject, api: api)
        defer { window.tearDown() }
        return LeakProbe.census(roots: [window], excluding: [api]).objectCount
    }
}

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
