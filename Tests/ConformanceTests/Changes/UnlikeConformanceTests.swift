// The acceptance script of the "unlike" change (docs/CHANGING.md, 1): a tap on a liked heart takes the like back, on a
// row and on the detail. Every script runs on the change made in every column, each compared with the change's floor
// after every step; screens and UI work must agree. Each script owns its drivers only while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// "As a reader, I tap a liked heart to take my like back, on the list and on the detail." Row 1 of the standard
/// fixture (blog 102) is liked, ♥ 198; row 0 (blog 101) is not, ♥ 312.
@Suite struct UnlikeConformanceTests {
    // MARK: On a row

    @Test @MainActor func unlikeOnALikedRow_showsAtOnceAndSendsOneUnlike() {
        ConformanceScript("unlike on a row", steps: [
            ScriptStep("load", expect: ["blogs.row.1.like: ♥ 198 [selected]"]) { $0.deliverAllResponses() },
            ScriptStep("tap the liked heart of row 1", expect: ["blogs.row.1.like: ♥ 197"],
                       absent: ["toast: \(ProfileText.alreadyLiked)"]) {
                try $0.tapLike(blogRow: 1)
                #expect($0.api.requestCounts.unlike == 1, "Expected one unlike request for a tap on a liked heart")
                #expect($0.api.requestCounts.like == 0, "Expected no like request for a tap on a liked heart")
                #expect($0.pendingRequests.map(\.description) == ["unlike(102)"], "Expected the unlike of blog 102 sent")
            },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeSuccess_keepsTheServersCopy() {
        ConformanceScript("unlike success", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap the liked heart of row 1", expect: ["blogs.row.1.like: ♥ 197"]) { try $0.tapLike(blogRow: 1) },
            ScriptStep("the server answers", expect: ["blogs.row.1.like: ♥ 197"],
                       absent: ["toast: \(ProfileText.alreadyUnliked)"]) {
                $0.deliverAllResponses()
                #expect($0.api.serverBlogs[1].isLiked == false, "Expected the server to hold blog 102 unliked")
            },
            ScriptStep("a refresh shows the same", expect: ["blogs.row.1.like: ♥ 197"]) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeFailure_rollsBackAndShowsTheToast() {
        ConformanceScript("unlike failure", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap the liked heart of row 1, to fail", expect: ["blogs.row.1.like: ♥ 197"]) {
                $0.api.injectFault(.error(.offline), on: .unlike)
                try $0.tapLike(blogRow: 1)
            },
            ScriptStep("the unlike fails", expect: ["blogs.row.1.like: ♥ 198 [selected]", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).run(on: .unlike)
    }

    @Test @MainActor func secondTapWhileTheUnlikeIsInFlight_isAlreadyUnlikedAndSendsNothing() {
        ConformanceScript("tap again while unliking", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap the liked heart of row 1", expect: ["blogs.row.1.like: ♥ 197"]) { try $0.tapLike(blogRow: 1) },
            ScriptStep("tap it again in flight", expect: [
                "toast: \(ProfileText.alreadyUnliked)", "blogs.row.1.like: ♥ 197",
            ]) {
                try $0.tapLike(blogRow: 1)
                #expect($0.api.requestCounts.unlike == 1, "Expected no second unlike while the first is in flight")
                #expect($0.api.requestCounts.like == 0, "Expected no like while the unlike is in flight")
            },
            ScriptStep("the server answers", expect: ["blogs.row.1.like: ♥ 197"]) { $0.deliverAllResponses() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func tapWhileALikeIsInFlight_isAlreadyLikedAndSendsNothing() {
        ConformanceScript("tap again while liking", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("like row 0", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) { try $0.tapLike(blogRow: 0) },
            ScriptStep("tap its heart, liked as shown, in flight", expect: [
                "toast: \(ProfileText.alreadyLiked)", "blogs.row.0.like: ♥ 313 [selected]",
            ]) {
                try $0.tapLike(blogRow: 0)
                #expect($0.api.requestCounts.unlike == 0, "Expected no unlike while the like is in flight")
            },
        ]).run(on: .unlike)
    }

    @Test @MainActor func likeAnsweredThenTappedAgain_takesTheLikeBack() {
        ConformanceScript("like, then unlike", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("like row 0", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) { try $0.tapLike(blogRow: 0) },
            ScriptStep("the like is answered", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) { $0.deliverAllResponses() },
            ScriptStep("tap its heart again", expect: ["blogs.row.0.like: ♥ 312"], absent: ["toast: \(ProfileText.alreadyLiked)"]) {
                try $0.tapLike(blogRow: 0)
                #expect($0.api.requestCounts.like == 1 && $0.api.requestCounts.unlike == 1,
                        "Expected one like, then one unlike")
            },
            ScriptStep("the unlike is answered", expect: ["blogs.row.0.like: ♥ 312"]) { $0.deliverAllResponses() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeAnsweredThenTappedAgain_likesAgain() {
        ConformanceScript("unlike, then like", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("unlike row 1, answered", expect: ["blogs.row.1.like: ♥ 197"]) {
                try $0.tapLike(blogRow: 1)
                $0.deliverAllResponses()
            },
            ScriptStep("tap its heart again", expect: ["blogs.row.1.like: ♥ 198 [selected]"],
                       absent: ["toast: \(ProfileText.alreadyUnliked)"]) {
                try $0.tapLike(blogRow: 1)
                #expect($0.api.requestCounts.like == 1 && $0.api.requestCounts.unlike == 1,
                        "Expected one unlike, then one like")
            },
            ScriptStep("the like is answered", expect: ["blogs.row.1.like: ♥ 198 [selected]"]) { $0.deliverAllResponses() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeWithTheCountMovedOnTheServer_showsTheServersCount() {
        ConformanceScript("unlike, count moved", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like it five times, then take the like back", expect: ["blogs.row.1.like: ♥ 197"]) {
                $0.api.updateServerBlog(id: 102) { $0.likeCount += 5 }
                try $0.tapLike(blogRow: 1)
            },
            ScriptStep("the server's copy arrives", expect: ["blogs.row.1.like: ♥ 202"]) { $0.deliverAllResponses() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeForABlogTheServerRemoved_rollsBackWithNotFound() {
        ConformanceScript("unliked a removed blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("removed elsewhere, then take the like back", expect: ["blogs.row.1.like: ♥ 197"]) {
                $0.api.removeServerBlog(id: 102)
                try $0.tapLike(blogRow: 1)
            },
            ScriptStep("the server does not know it", expect: [
                "blogs.row.1.like: ♥ 198 [selected]", "toast: \(APIError.notFound.message)",
            ]) { $0.deliverAllResponses() },
        ]).run(on: .unlike)
    }

    /// The stale refresh: answered before the unlike reached the server, delivered after the tap; its copy is the held
    /// one, and the unlike in flight stays shown on top of it.
    @Test @MainActor func refreshLandingWhileTheUnlikeIsInFlight_keepsTheRowUnliked() {
        ConformanceScript("refresh during unlike", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh, then take the like back", expect: ["blogs.row.1.like: ♥ 197"]) {
                try $0.tapRefresh()
                try $0.tapLike(blogRow: 1)
                #expect($0.pendingRequests.map(\.description) == ["user", "blogs", "drafts", "unlike(102)"])
            },
            ScriptStep("the refresh lands first", expect: ["blogs.row.1.like: ♥ 197"]) {
                for _ in 0..<3 { $0.deliverNextResponse() }
            },
            ScriptStep("then the unlike", expect: ["blogs.row.1.like: ♥ 197"]) { $0.deliverAllResponses() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func teardownWithAnUnlikeInFlight_ignoresTheLateAnswer() {
        ConformanceScript("teardown while unliking", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("take the like of row 1 back, to fail", expect: ["blogs.row.1.like: ♥ 197"]) {
                $0.api.injectFault(.error(.offline), on: .unlike)
                try $0.tapLike(blogRow: 1)
            },
            ScriptStep("leave the scene", expect: ["nav: (none)"]) { $0.tearDown() },
            ScriptStep("late failure arrives", expect: ["nav: (none)"], absent: ["toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).run(on: .unlike)
    }

    // MARK: On the detail

    @Test @MainActor func unlikeOnTheDetail_showsOnTheDetailAtOnceAndOnTheListAfterBack() {
        ConformanceScript("unlike on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select liked row 1", expect: ["nav: Profile > Blog", "detail.like: ♥ 198 [selected]"]) {
                try $0.selectBlog(row: 1)
            },
            ScriptStep("tap the detail's heart", expect: ["detail.like: ♥ 197"], absent: ["toast: \(ProfileText.alreadyLiked)"]) {
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.unlike == 1, "Expected one unlike request from the detail")
            },
            ScriptStep("the server answers", expect: ["detail.like: ♥ 197"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["nav: Profile", "blogs.row.1.like: ♥ 197"]) { $0.tapBack() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeOnTheDetailFailing_rollsBackBothScreensAndShowsTheToast() {
        ConformanceScript("failing unlike on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 1, take the like back on the detail", expect: ["detail.like: ♥ 197"]) {
                try $0.selectBlog(row: 1)
                $0.api.injectFault(.error(.offline), on: .unlike)
                try $0.tapDetailLike()
            },
            ScriptStep("the unlike fails", expect: ["detail.like: ♥ 198 [selected]", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("back", expect: ["blogs.row.1.like: ♥ 198 [selected]"]) { $0.tapBack() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func secondTapOnTheDetailWhileTheUnlikeIsInFlight_isAlreadyUnliked() {
        ConformanceScript("tap again on the detail while unliking", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 1, tap its heart twice", expect: [
                "toast: \(ProfileText.alreadyUnliked)", "detail.like: ♥ 197",
            ]) {
                try $0.selectBlog(row: 1)
                try $0.tapDetailLike()
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.unlike == 1, "Expected one unlike request for two taps")
            },
        ]).run(on: .unlike)
    }

    @Test @MainActor func unlikeOnTheListAnsweredWhileTheDetailIsOnTop_updatesTheDetailInPlace() {
        ConformanceScript("list unlike answered under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like row 1 five times; take its like back on the list, then open it", expect: [
                "detail.like: ♥ 197",
            ]) {
                $0.api.updateServerBlog(id: 102) { $0.likeCount += 5 }
                try $0.tapLike(blogRow: 1)
                try $0.selectBlog(row: 1)
            },
            ScriptStep("the server's copy arrives", expect: ["detail.like: ♥ 202"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["blogs.row.1.like: ♥ 202"]) { $0.tapBack() },
        ]).run(on: .unlike)
    }

    @Test @MainActor func likeThenUnlikeOnTheDetail_endsUnlikedOnBothScreens() {
        ConformanceScript("like, then unlike on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 0, like it, answered", expect: ["detail.like: ♥ 313 [selected]"]) {
                try $0.selectBlog(row: 0)
                try $0.tapDetailLike()
                $0.deliverAllResponses()
            },
            ScriptStep("tap the detail's heart again", expect: ["detail.like: ♥ 312"]) {
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.like == 1 && $0.api.requestCounts.unlike == 1,
                        "Expected one like, then one unlike")
            },
            ScriptStep("the unlike is answered, back", expect: ["nav: Profile", "blogs.row.0.like: ♥ 312"]) {
                $0.deliverAllResponses()
                $0.tapBack()
            },
        ]).run(on: .unlike)
    }

    @Test @MainActor func detailOfALikedBlogTheRefreshDropped_itsHeartDoesNothing() {
        ConformanceScript("detail of a removed liked blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("removed elsewhere; refresh, then open row 1") {
                $0.api.removeServerBlog(id: 102)
                try $0.tapRefresh()
                try $0.selectBlog(row: 1)
            },
            ScriptStep("the refresh lands", expect: ["detail.title: Retain cycles, explained 🔁", "detail.like: ♥ 198 [selected]"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("tap the detail's heart", expect: ["detail.like: ♥ 198 [selected]"],
                       absent: ["toast: \(ProfileText.alreadyLiked)", "toast: \(ProfileText.alreadyUnliked)"]) {
                try $0.tapDetailLike()
                #expect($0.api.requestCounts.unlike == 0 && $0.api.requestCounts.like == 0,
                        "Expected no request for a blog the list no longer holds")
            },
            ScriptStep("back", expect: ["blogs: 11 rows"]) { $0.tapBack() },
        ]).run(on: .unlike)
    }
}
