// Teaching: the user actions `bench trace` follows, performed on a fresh scene between two marker calls that the
// debugger outside watches for. Owns the scene it builds until the action returns.
import ProfileKit
import SceneRig

/// One user action on the scene, as `bench trace ACTION` names it.
package enum TraceAction: String, CaseIterable, Sendable {
    /// Tap the like button of the first blog row (not liked yet); the API answers at once.
    case like
    /// Select the second blog row: push its detail.
    case select
    /// Tap refresh: reload user, blogs and drafts.
    case refresh
    /// Assemble the scene, push it and render it: the first load.
    case load
    /// Select the second blog row, tap the like button of its detail, go back: the detail module built, one source
    /// of truth across the two screens, the module released.
    case navigate
    /// Tap New draft, type a title, tap Save: the compose module built and presented, its draft handed back.
    case compose

    /// Builds a scene of `composer` on an API that answers at once, and performs the action between
    /// ``TraceMarker/begin()`` and ``TraceMarker/end()``: only the calls between them are traced.
    @MainActor
    package func perform(on composer: any ProfileSceneComposer.Type) {
        let api = MockProfileAPI(fixture: .standard.withEveryBlog(liked: false), scheduling: .immediate)
        if self == .load {
            TraceMarker.begin()
            let driver = SceneDriver(composer: composer, api: api)
            TraceMarker.end()
            driver.tearDown()
            return
        }
        let driver = SceneDriver(composer: composer, api: api)
        defer { driver.tearDown() }
        switch self {
        case .like, .refresh:
            let button = try? self == .like ? driver.likeButton(blogRow: 0) : driver.refreshButton()
            TraceMarker.begin()
            button?.sendTap()
            TraceMarker.end()
        case .select, .load:
            TraceMarker.begin()
            driver.blogsTable?.selectRow(at: 1)
            TraceMarker.end()
        case .navigate:
            TraceMarker.begin()
            try? driver.selectBlog(row: 1)
            try? driver.tapDetailLike()
            driver.tapBack()
            TraceMarker.end()
        case .compose:
            TraceMarker.begin()
            try? driver.tapNewDraft()
            try? driver.typeDraftTitle("Notes on routers")
            try? driver.tapSaveDraft()
            TraceMarker.end()
        }
    }
}

/// Calls that bracket a traced action. They do nothing: the debugger stops on them, by name.
enum TraceMarker {
    // Never inlined nor optimised (as the measuring module's `blackHole`), so a call stays a call gdb can stop on.
    @inline(never)
    @_optimize(none)
    static func begin() {}

    @inline(never)
    @_optimize(none)
    static func end() {}
}
