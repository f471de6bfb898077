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

/// What survives a scene's teardown, after a session that leaves requests in flight and a detail screen visited.
@MainActor
enum LeakCheck {
    struct Outcome {
        let objectsBeforeTeardown: Int
        let survivors: [LeakSurvivor]
    }

    static func run(_ subject: SceneSubject) -> Outcome {
        run(composer: subject.composer)
    }

    /// The same session on any composer: a leaky variant's (`bench --variant leaky`).
    static func run(composer: any ProfileSceneComposer.Type) -> Outcome {
        let census = useAndTearDown(composer)
        return Outcome(objectsBeforeTeardown: census.objectCount, survivors: census.survivors())
    }

    /// Everything the session made is unreachable once this returns, unless the scene leaks it.
    private static func useAndTearDown(_ composer: any ProfileSceneComposer.Type) -> ObjectCensus {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let driver = SceneDriver(composer: composer, api: api)
        driver.deliverAllResponses()
        try? driver.selectBlog(row: 1)
        driver.tapBack()
        try? driver.scrollBlogs(toRow: 11)
        try? driver.tapLike(blogRow: 11)   // still in flight at teardown
        try? driver.tapRefresh()
        let census = LeakProbe.census(roots: [driver.window], excluding: [api])
        driver.tearDown()
        api.deliverAllPendingResponses()   // late responses must find their receivers gone
        return census
    }
}
