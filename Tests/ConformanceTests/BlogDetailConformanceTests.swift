// Conformance of the blog detail module: its own like button and one source of truth across the list and the detail,
// in every delivery order. Every script runs on all subjects; screens and UI work must agree after every step.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct BlogDetailConformanceTests {
    @Test @MainActor func likeOnTheDetail_showsOnTheDetailAtOnceAndOnTheListAfterBack() {
        ConformanceScript("select, like on the detail, back", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 0", expect: ["nav: Profile > Blog", "detail.like: ♥ 312"]) { try $0.selectBlog(row: 0) },
            ScriptStep("like on the detail", expect: ["detail.like: ♥ 313 [selected]"]) {
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.like == 1, "Expected one like request from the detail")
            },
            ScriptStep("the server answers", expect: ["detail.like: ♥ 313 [selected]"],
                       absent: ["toast: \(ProfileText.alreadyLiked)"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["nav: Profile", "blogs.row.0.like: ♥ 313 [selected]"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeOnTheDetailFailing_rollsBackBothScreensAndShowsTheToast() {
        ConformanceScript("failing like on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 2, like on the detail", expect: ["detail.like: ♥ 88 [selected]"]) {
                try $0.selectBlog(row: 2)
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapDetailLike()
            },
            ScriptStep("the like fails", expect: ["detail.like: ♥ 87", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("back", expect: ["blogs.row.2.like: ♥ 87"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeOnTheDetailOfALikedBlog_isAlreadyLikedWithoutARequest() {
        ConformanceScript("already liked on the detail", replacedBy: [.unlike], steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select liked row 1, tap like", expect: [
                "toast: \(ProfileText.alreadyLiked)", "detail.like: ♥ 198 [selected]",
            ]) {
                try $0.selectBlog(row: 1)
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.like == 0, "Expected no like request for a liked blog")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func secondTapOnTheDetailWhileInFlight_isAlreadyLiked() {
        ConformanceScript("double tap on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 3, tap like twice", expect: [
                "toast: \(ProfileText.alreadyLiked)", "detail.like: ♥ 144 [selected]",
            ]) {
                try $0.selectBlog(row: 3)
                try $0.tapDetailLike()
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.like == 1, "Expected one like request for two taps")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeOnTheListAnsweredWhileTheDetailIsOnTop_updatesTheDetailInPlace() {
        ConformanceScript("list like answered under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like row 0 five times; tap like on the list, then open it", expect: [
                "detail.like: ♥ 313 [selected]",
            ]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 5 }
                try $0.tapLike(blogRow: 0)
                try $0.selectBlog(row: 0)
            },
            ScriptStep("the server's copy arrives", expect: ["detail.like: ♥ 318 [selected]"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["blogs.row.0.like: ♥ 318 [selected]"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeOnTheListFailingWhileTheDetailIsOnTop_rollsTheDetailBack() {
        ConformanceScript("list like failing under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("a failing like on the list, then open it", expect: ["detail.like: ♥ 88 [selected]"]) {
                $0.api.injectFault(.error(.server(status: 503)), on: .like)
                try $0.tapLike(blogRow: 2)
                try $0.selectBlog(row: 2)
            },
            ScriptStep("the like fails", expect: [
                "detail.like: ♥ 87", "toast: \(APIError.server(status: 503).message)",
            ]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func refreshAnsweredWhileTheDetailIsOnTop_updatesBothScreens() {
        ConformanceScript("refresh under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("renamed elsewhere; refresh, then open row 0", expect: [
                "detail.title: 深入分析 MVC、MVP、MVVM、VIPER",
            ]) {
                $0.api.updateServerBlog(id: 101) { $0.title = "Renamed before the refresh" }
                try $0.tapRefresh()
                try $0.selectBlog(row: 0)
            },
            ScriptStep("the refresh lands", expect: ["detail.title: Renamed before the refresh"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["blogs.row.0.title: Renamed before the refresh"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func staleRefreshDeliveredAfterALikeOnTheDetail_keepsBothScreensLiked() {
        ConformanceScript("stale refresh after a detail like", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh, open row 0, like on the detail", expect: ["detail.like: ♥ 313 [selected]"]) {
                try $0.tapRefresh()
                try $0.selectBlog(row: 0)
                try $0.tapDetailLike()
                #expect($0.pendingRequests.map(\.description) == ["user", "blogs", "drafts", "like(101)"])
            },
            ScriptStep("the like's answer first", expect: ["detail.like: ♥ 313 [selected]"]) { $0.deliverResponse(at: 3) },
            ScriptStep("then the older refresh", expect: ["detail.like: ♥ 313 [selected]"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func detailOfABlogTheRefreshDropped_keepsItsContentAndItsLikeDoesNothing() {
        ConformanceScript("detail of a removed blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("removed elsewhere; refresh, then open row 0") {
                $0.api.removeServerBlog(id: 101)
                try $0.tapRefresh()
                try $0.selectBlog(row: 0)
            },
            ScriptStep("the refresh lands", expect: ["detail.title: 深入分析 MVC、MVP、MVVM、VIPER", "detail.like: ♥ 312"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("like on the detail", expect: ["detail.like: ♥ 312"], absent: ["toast: \(ProfileText.alreadyLiked)"]) {
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.like == 0, "Expected no request for a blog the list no longer holds")
            },
            ScriptStep("back", expect: ["blogs: 11 rows"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    /// The like made on the detail before the refresh dropped its blog stays shown after it failed: the detail is left
    /// as it is, and a tap on a button that shows a like is not "already liked" either.
    @Test @MainActor func detailOfABlogTheRefreshDroppedWhileItsLikeWasInFlight_keepsTheLikeShownAndItsLikeDoesNothing() {
        ConformanceScript("detail of a removed blog, liked in flight", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("removed elsewhere; refresh, open row 0, like on the detail", expect: [
                "detail.like: ♥ 313 [selected]",
            ]) {
                $0.api.removeServerBlog(id: 101)
                try $0.tapRefresh()
                try $0.selectBlog(row: 0)
                try $0.tapDetailLike()
            },
            ScriptStep("the refresh lands, the like fails", expect: [
                "detail.like: ♥ 313 [selected]", "toast: \(APIError.notFound.message)",
            ]) { $0.deliverAllResponses() },
            ScriptStep("like on the detail again", expect: ["detail.like: ♥ 313 [selected]"],
                       absent: ["toast: \(ProfileText.alreadyLiked)"]) {
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.like == 1, "Expected no second request for a blog the list no longer holds")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func teardownWithTheDetailOnTopAndItsLikeInFlight_ignoresTheLateAnswer() {
        ConformanceScript("teardown under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("open row 0, a failing like on the detail") {
                try $0.selectBlog(row: 0)
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapDetailLike()
            },
            ScriptStep("leave the scene", expect: ["nav: (none)"]) { $0.tearDown() },
            ScriptStep("late failure arrives", expect: ["nav: (none)"], absent: ["toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }
}
