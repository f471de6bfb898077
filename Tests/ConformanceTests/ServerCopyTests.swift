// Conformance with a server that disagrees: other clients change the data, answers come at request time and are
// delivered in every order. Every script runs on all subjects; screens and UI work must agree after every step.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct ServerCopyTests {
    @Test @MainActor func likeSuccess_withTheCountMovedOnTheServer_showsTheServersCount() {
        ConformanceScript("count moved", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like it five times, then tap like", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 5 }
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("the server's copy arrives", expect: ["blogs.row.0.like: ♥ 318 [selected]"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeSuccess_withTheBlogRenamedOnTheServer_showsTheNewTitle() {
        ConformanceScript("renamed", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("renamed elsewhere, then tap like", expect: ["blogs.row.2.title: Café-driven development ☕️"]) {
                $0.api.updateServerBlog(id: 103) { $0.title = "Renamed elsewhere" }
                try $0.tapLike(blogRow: 2)
            },
            ScriptStep("the server's copy arrives", expect: [
                "blogs.row.2.title: Renamed elsewhere", "blogs.row.2.like: ♥ 88 [selected]",
            ]) { $0.deliverAllResponses() },
            ScriptStep("its detail shows the server's copy", expect: ["detail.title: Renamed elsewhere"]) {
                try $0.selectBlog(row: 2)
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeFailure_afterTheCountMovedOnTheServer_rollsBackToTheLastCopyTheServerSent() {
        ConformanceScript("failure after a count moved", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like it, then a failing like", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 5 }
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("the like fails", expect: ["blogs.row.0.like: ♥ 312", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    /// The stale refresh: the refresh is answered before the like reaches the server, the like is answered
    /// first; the refresh's copy is older and must not undo the like.
    @Test @MainActor func refreshAnsweredBeforeTheLikeButDeliveredAfterIt_keepsTheLikedCopy() {
        ConformanceScript("stale refresh", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh, then like", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                try $0.tapRefresh()
                try $0.tapLike(blogRow: 0)
                #expect($0.pendingRequests.map(\.description) == ["user", "blogs", "drafts", "like(101)"])
            },
            ScriptStep("the like's answer first", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                $0.deliverResponse(at: 3)
            },
            ScriptStep("then the older refresh", expect: ["blogs.row.0.like: ♥ 313 [selected]", "blogs: 12 rows"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func olderRefreshDeliveredAfterANewerOne_isIgnored() {
        ConformanceScript("refreshes out of order", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            // Versions alone would keep the renamed copy; only the order of the answers keeps the removal.
            ScriptStep("refresh, others remove and rename blogs, refresh again") {
                try $0.tapRefresh()
                $0.api.removeServerBlog(id: 101)
                $0.api.updateServerBlog(id: 102) { $0.title = "Renamed between the refreshes" }
                try $0.tapRefresh()
            },
            ScriptStep("the newer refresh lands first", expect: [
                "blogs: 11 rows", "blogs.row.0.title: Renamed between the refreshes",
            ]) {
                for _ in 0..<3 { $0.deliverResponse(at: 3) }
            },
            ScriptStep("the older one changes nothing", expect: [
                "blogs: 11 rows", "blogs.row.0.title: Renamed between the refreshes",
            ]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func olderFailureDeliveredAfterANewerSuccess_isIgnored() {
        ConformanceScript("old failure, new success", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("a refresh whose blogs fail, then one that succeeds") {
                $0.api.injectFault(.error(.offline), on: .blogs)
                try $0.tapRefresh()
                try $0.tapRefresh()
            },
            ScriptStep("the newer lands first, then the older failure", expect: ["blogs: 12 rows"],
                       absent: ["blogs.error: \(ProfileText.sectionError(.blogs, .offline))"]) {
                for _ in 0..<3 { $0.deliverResponse(at: 3) }
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func serverAddsRemovesAndReorders_refreshShowsTheServersList() {
        let added = Blog(id: 777, title: "Added by another client", summary: "Fresh.", likeCount: 3)
        ConformanceScript("server list changes", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others add, remove and move blogs; refresh", expect: [
                "blogs: 12 rows", "blogs.row.0.title: Added by another client",
                "blogs.row.1.title: Table view cell reuse in depth", "blogs.row.2.title: 深入分析 MVC、MVP、MVVM、VIPER",
            ]) {
                $0.api.insertServerBlog(added, at: 0)
                $0.api.removeServerBlog(id: 102)
                $0.api.moveServerBlog(id: 104, to: 1)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeForABlogTheServerRemoved_rollsBackWithNotFound() {
        ConformanceScript("liked a removed blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("removed elsewhere, then tap like", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                $0.api.removeServerBlog(id: 101)
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("the server does not know it", expect: [
                "blogs.row.0.like: ♥ 312", "toast: \(APIError.notFound.message)",
            ]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeAnsweredAfterARefreshDroppedItsBlog_changesNoRowAndToastsOnlyAFailure() {
        ConformanceScript("like for a dropped blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("like two blogs, the second to fail; removed elsewhere; refresh") {
                try $0.tapLike(blogRow: 0)
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 2)
                $0.api.removeServerBlog(id: 101)
                $0.api.removeServerBlog(id: 103)
                try $0.tapRefresh()
            },
            ScriptStep("the refresh lands", expect: ["blogs: 10 rows", "blogs.row.0.title: Retain cycles, explained 🔁"]) {
                for _ in 0..<3 { $0.deliverResponse(at: 2) }
            },
            ScriptStep("then the likes", expect: ["blogs: 10 rows", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    /// Request-time answers delivered in every order: four responses (a refresh's three and a like), 24 orders,
    /// for a like requested before and after the refresh, with the server renamed in between. Every order must
    /// end on the server's state.
    @Test(arguments: [true, false])
    @MainActor func refreshAndLike_inEveryDeliveryOrder_convergeToTheServer(likeFirst: Bool) {
        for order in Self.permutations(of: Array(0..<4)) {
            let snapshots = ConformanceScript("delivery order \(order)", steps: [
                ScriptStep("load") { $0.deliverAllResponses() },
                ScriptStep(likeFirst ? "like, rename elsewhere, refresh" : "refresh, rename elsewhere, like") { driver in
                    let requests: [@MainActor () throws -> Void] = [
                        { try driver.tapLike(blogRow: 0) },
                        { driver.api.updateServerBlog(id: 101) { $0.title = "Renamed" } },
                        { try driver.tapRefresh() },
                    ]
                    for request in likeFirst ? requests : requests.reversed() { try request() }
                },
                // Liked last, the like's answer is the only one to carry the new title.
                ScriptStep("deliver in order \(order)", expect: [
                    "blogs.row.0.title: Renamed", "blogs.row.0.like: ♥ 313 [selected]",
                ]) { driver in
                    var remaining = Array(0..<4)
                    for original in order {
                        let position = remaining.firstIndex(of: original) ?? 0
                        remaining.remove(at: position)
                        driver.deliverResponse(at: position)
                    }
                },
            ]).runOnAllPatterns()
            #expect(!snapshots.isEmpty, "Expected every subject to run order \(order)")
        }
    }

    // MARK: Helpers

    static func permutations(of values: [Int]) -> [[Int]] {
        guard values.count > 1 else { return [values] }
        return values.indices.flatMap { index in
            var rest = values
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
