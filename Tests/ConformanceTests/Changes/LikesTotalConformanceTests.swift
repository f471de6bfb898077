// The acceptance script of the "likes total" change (docs/CHANGING.md, 2): the header shows the total of the held
// blogs' likes, as shown, through every like, rollback, refresh and a like on the detail. Every script runs on the
// change made in every column, each compared with the change's floor after every step; screens and UI work must agree.
// Each script owns its drivers only while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// "As an author, I see the total of my blogs' likes in the header, and it stays right through a like, its rollback, a
/// refresh and a like on the detail." The standard fixture's twelve blogs hold 1,204 likes; row 0 (blog 101) is not
/// liked, ♥ 312; row 1 (blog 102) is, ♥ 198.
@Suite struct LikesTotalConformanceTests {
    // MARK: When it shows

    @Test @MainActor func theTotal_firstShowsWhenTheBlogsAnswer() {
        ConformanceScript("total on launch", steps: [
            ScriptStep("before any response") { Self.expectNoTotal(on: $0) },
            ScriptStep("the user answers", expect: ["header.name: Lin Wei 林伟"]) {
                $0.deliverNextResponse()
                Self.expectNoTotal(on: $0)
            },
            ScriptStep("the blogs answer", expect: ["header.likes: ♥ 1,204 on these blogs", "blogs: 12 rows"]) {
                $0.deliverNextResponse()
            },
            ScriptStep("the drafts answer", expect: [Self.total(1_204)]) { $0.deliverNextResponse() },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func aFailedFirstBlogsAnswer_showsNoTotalUntilOneSucceeds() {
        ConformanceScript("no total without blogs", arrange: { $0.injectFault(.error(.offline), on: .blogs) }, steps: [
            ScriptStep("the launch's blogs fail", expect: [
                "blogs.error: \(ProfileText.sectionError(.blogs, .offline))", "header.name: Lin Wei 林伟",
            ]) {
                $0.deliverAllResponses()
                Self.expectNoTotal(on: $0)
            },
            ScriptStep("a refresh succeeds", expect: [Self.total(1_204), "blogs: 12 rows"]) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func aFailedBlogsAnswer_keepsTheTotal() {
        ConformanceScript("failed refresh keeps the total", steps: [
            ScriptStep("load", expect: [Self.total(1_204)]) { $0.deliverAllResponses() },
            ScriptStep("others like row 0 five times; a refresh whose blogs fail", expect: [
                "blogs.error: \(ProfileText.sectionError(.blogs, .offline))", Self.total(1_204),
            ]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 5 }
                $0.api.injectFault(.error(.offline), on: .blogs)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func aFailedUserAnswer_leavesTheTotalShown() {
        ConformanceScript("user failing keeps the total", steps: [
            ScriptStep("load", expect: [Self.total(1_204)]) { $0.deliverAllResponses() },
            ScriptStep("a refresh whose user fails", expect: [
                "header.error: \(ProfileText.sectionError(.user, .offline))", Self.total(1_204),
            ], absent: ["header.name: Lin Wei 林伟"]) {
                $0.api.injectFault(.error(.offline), on: .user)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .likesTotal)
    }

    // MARK: A like on the list

    @Test @MainActor func likeTap_raisesTheTotalAtOnce() {
        ConformanceScript("like raises the total", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("like row 0", expect: ["blogs.row.0.like: ♥ 313 [selected]", Self.total(1_205)]) {
                try $0.tapLike(blogRow: 0)
            },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func likeSuccess_showsTheServersCountInTheTotal() {
        ConformanceScript("like answered, count moved", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like row 0 five times, then like it", expect: [Self.total(1_205)]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 5 }
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("the server's copy arrives", expect: ["blogs.row.0.like: ♥ 318 [selected]", Self.total(1_210)]) {
                $0.deliverAllResponses()
            },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func likeFailure_rollsTheTotalBack() {
        ConformanceScript("like failure rolls the total back", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("a failing like on row 2", expect: [Self.total(1_205)]) {
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 2)
            },
            ScriptStep("the like fails", expect: [
                "blogs.row.2.like: ♥ 87", "toast: \(APIError.offline.message)", Self.total(1_204),
            ]) { $0.deliverAllResponses() },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func alreadyLikedTap_leavesTheTotal() {
        ConformanceScript("already liked leaves the total", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap the liked heart of row 1", expect: ["toast: \(ProfileText.alreadyLiked)", Self.total(1_204)]) {
                try $0.tapLike(blogRow: 1)
            },
        ]).run(on: .likesTotal)
    }

    // MARK: A refresh

    @Test @MainActor func refreshWithAServerChange_showsTheNewTotal() {
        ConformanceScript("refresh with a server change", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like row 0 ten times and remove blog 102; refresh", expect: [
                "blogs: 11 rows", Self.total(1_204 + 10 - 198),
            ]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 10 }
                $0.api.removeServerBlog(id: 102)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .likesTotal)
    }

    /// The refresh was answered before the like reached the server: its copy lacks the like, which the total still
    /// counts while it is in flight.
    @Test @MainActor func refreshLandingWhileALikeIsInFlight_keepsTheLikeInTheTotal() {
        ConformanceScript("refresh during a like", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh, then like row 0", expect: [Self.total(1_205)]) {
                try $0.tapRefresh()
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("the refresh lands first", expect: [Self.total(1_205)]) {
                for _ in 0..<3 { $0.deliverNextResponse() }
            },
            ScriptStep("then the like", expect: [Self.total(1_205)]) { $0.deliverAllResponses() },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func likeOnABlogARefreshDropped_leavesItOutOfTheTotal() {
        ConformanceScript("like for a dropped blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("like row 0; removed elsewhere; refresh", expect: [Self.total(1_205)]) {
                try $0.tapLike(blogRow: 0)
                $0.api.removeServerBlog(id: 101)
                try $0.tapRefresh()
            },
            ScriptStep("the refresh lands", expect: ["blogs: 11 rows", Self.total(1_204 - 312)]) {
                for _ in 0..<3 { $0.deliverResponse(at: 1) }
            },
            ScriptStep("then the like", expect: [Self.total(1_204 - 312)]) { $0.deliverAllResponses() },
        ]).run(on: .likesTotal)
    }

    // MARK: The detail

    @Test @MainActor func likeOnTheDetail_updatesTheTotalUnderIt() {
        ConformanceScript("like on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 0, like on the detail", expect: ["nav: Profile > Blog", "detail.like: ♥ 313 [selected]"]) {
                try $0.selectBlog(row: 0)
                try $0.tapDetailLike()
            },
            ScriptStep("back before the answer", expect: ["nav: Profile", Self.total(1_205)]) { $0.tapBack() },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func likeOnTheDetailFailing_rollsTheTotalBackUnderIt() {
        ConformanceScript("failing like on the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 2, a failing like on the detail", expect: ["detail.like: ♥ 88 [selected]"]) {
                try $0.selectBlog(row: 2)
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapDetailLike()
            },
            ScriptStep("the like fails", expect: ["detail.like: ♥ 87", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("back", expect: ["nav: Profile", Self.total(1_204)]) { $0.tapBack() },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func likeOnTheListAnsweredWhileTheDetailIsOnTop_updatesTheTotalUnderIt() {
        ConformanceScript("list like answered under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like row 0 five times; like it on the list, then open it", expect: [
                "detail.like: ♥ 313 [selected]",
            ]) {
                $0.api.updateServerBlog(id: 101) { $0.likeCount += 5 }
                try $0.tapLike(blogRow: 0)
                try $0.selectBlog(row: 0)
            },
            ScriptStep("the server's copy arrives", expect: ["detail.like: ♥ 318 [selected]"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: [Self.total(1_210)]) { $0.tapBack() },
        ]).run(on: .likesTotal)
    }

    @Test @MainActor func refreshAnsweredWhileTheDetailIsOnTop_updatesTheTotalUnderIt() {
        ConformanceScript("refresh under the detail", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("others like row 3 twice; refresh, then open row 0") {
                $0.api.updateServerBlog(id: 104) { $0.likeCount += 2 }
                try $0.tapRefresh()
                try $0.selectBlog(row: 0)
            },
            ScriptStep("the refresh lands", expect: ["nav: Profile > Blog"]) { $0.deliverAllResponses() },
            ScriptStep("back", expect: ["blogs.row.3.like: ♥ 145", Self.total(1_206)]) { $0.tapBack() },
        ]).run(on: .likesTotal)
    }

    // MARK: Helpers

    /// The header's likes line for `count`.
    static func total(_ count: Int) -> String { "header.likes: \(ProfileText.likesTotal(count))" }

    /// Before a blogs answer succeeded the header has no likes line at all, whatever total it would show.
    @MainActor
    static func expectNoTotal(on driver: SceneDriver, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(driver.text(at: "header.likes") == nil,
                "Expected no likes total before a blogs answer succeeded, found \(driver.text(at: "header.likes") ?? "")",
                sourceLocation: sourceLocation)
    }
}
