// LeakCheck: what survives a scene's teardown after a session that leaves requests in flight, with the reference path
// that keeps each survivor. Owns the scene until its teardown; holds survivors only weakly afterwards.
import Patterns
import ProfileKit

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
