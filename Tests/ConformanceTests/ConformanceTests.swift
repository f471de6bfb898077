// The conformance suite: every script runs on every pattern; after every step each pattern must show the
// expected lines and every subject's snapshots (the floor's too) must be identical, character for character.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct SceneConformanceTests {
    @Test @MainActor func firstLoad_showsHeaderBlogsAndDrafts() {
        ConformanceScript("first load", steps: [
            ScriptStep("before any response", expect: [
                "nav: Profile", "header.avatar: image(none)", "header.name: ", "blogs: 0 rows", "drafts: 0 rows",
            ]) { _ in },
            ScriptStep("responses arrive", expect: [
                "header.summary: 12 blogs · 3 drafts · 1,204 likes", "blogs: 12 rows", "drafts: 3 rows",
                "blogs.row.4.title: Ünïcödé everywhere: ß, é, 😀",
            ], absent: ["blogs.row.5.title: VIPER 模块的装配"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func firstLoad_rendersExactlyTheGoldenSnapshot() {
        let snapshots = ConformanceScript("golden", scheduling: .immediate, steps: []).runOnAllPatterns()
        for (pattern, screens) in snapshots {
            #expect(screens.first == Golden.firstLoad, "Expected \(pattern)'s first render to match the golden snapshot")
        }
    }

    @Test @MainActor func likeSuccess_updatesAtOnceThenKeepsServerState() {
        ConformanceScript("like success", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap like on row 0", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) { try $0.tapLike(blogRow: 0) },
            ScriptStep("API answers", expect: ["blogs.row.0.like: ♥ 313 [selected]"], absent: ["toast: You already liked this blog"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeFailure_rollsBackAndShowsToast() {
        ConformanceScript("like failure", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap like on row 2", expect: ["blogs.row.2.like: ♥ 88 [selected]"]) {
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 2)
            },
            ScriptStep("API fails", expect: ["blogs.row.2.like: ♥ 87", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeOnLikedBlog_showsAlreadyLikedWithoutRequest() {
        ConformanceScript("already liked", replacedBy: [.unlike], steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap like on liked row 1", expect: ["toast: You already liked this blog", "blogs.row.1.like: ♥ 198 [selected]"]) {
                try $0.tapLike(blogRow: 1)
                #expect($0.api.requestCounts.like == 0, "Expected no like request for a liked blog")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func secondTapWhileInFlight_isAlreadyLikedAndCountsOnce() {
        ConformanceScript("double tap", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("first tap", expect: ["blogs.row.3.like: ♥ 144 [selected]"]) { try $0.tapLike(blogRow: 3) },
            ScriptStep("second tap in flight", expect: ["toast: You already liked this blog", "blogs.row.3.like: ♥ 144 [selected]"]) {
                try $0.tapLike(blogRow: 3)
                #expect($0.api.requestCounts.like == 1, "Expected one like request for two taps")
            },
            ScriptStep("API answers", expect: ["blogs.row.3.like: ♥ 144 [selected]"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func selectBlog_pushesDetailAndBackReturns() {
        ConformanceScript("select blog", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 1", expect: [
                "nav: Profile > Blog", "detail.title: Retain cycles, explained 🔁", "detail.like: ♥ 198 [selected]",
                "detail.share: ↗ 21",
            ]) { try $0.selectBlog(row: 1) },
            ScriptStep("back", expect: ["nav: Profile", "blogs.row.1.like: ♥ 198 [selected]"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func selectDraft_pushesDraftDetail() {
        ConformanceScript("select draft", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select draft 1", expect: [
                "nav: Profile > Draft", "detail.title: 草稿：SwiftUI 与 VIPER", "detail.meta: edited 2026-11-18",
            ]) { try $0.selectDraft(row: 1) },
            ScriptStep("back", expect: ["nav: Profile", "drafts.row.1.title: 草稿：SwiftUI 与 VIPER"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func refreshWithBlogsFailing_showsErrorInBlogsSectionOnly() {
        let error = ProfileText.sectionError(.blogs, .server(status: 503))
        ConformanceScript("refresh, blogs failing", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh with blogs failing", expect: [
                "blogs.error: \(error)", "header.name: Lin Wei 林伟", "drafts: 3 rows",
            ], absent: ["blogs: 12 rows"]) {
                $0.api.injectFault(.error(.server(status: 503)), on: .blogs)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
            ScriptStep("refresh again succeeds", expect: ["blogs: 12 rows"], absent: ["blogs.error: \(error)"]) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func malformedPayload_showsTypedErrorInItsSection() {
        let error = ProfileText.sectionError(.drafts, .malformedPayload(detail: ""))
        ConformanceScript("malformed drafts", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh with a malformed drafts payload", expect: ["drafts.error: \(error)", "blogs: 12 rows"]) {
                $0.api.injectFault(.malformedJSON, on: .drafts)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func userFailingOnLaunch_showsErrorInHeaderOnly() {
        ConformanceScript("user failing", arrange: { $0.injectFault(.error(.notFound), on: .user) }, steps: [
            ScriptStep("launch responses, user failing", expect: [
                "header.error: \(ProfileText.sectionError(.user, .notFound))", "blogs: 12 rows",
            ], absent: ["header.name: Lin Wei 林伟"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeFarDownAThousandRows_updatesThatRowOnly() {
        let fixture = ProfileFixture.generated(blogCount: 1_000)
        let row = 950, blog = fixture.blogs[950]
        ConformanceScript("scroll far and like", fixture: fixture, steps: [
            ScriptStep("load", expect: ["blogs: 1000 rows"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("scroll to 950 and like", expect: [
                "blogs.row.\(row).like: \(ProfileText.likeTitle(blog.likeCount + 1)) [selected]",
            ]) { try $0.tapLike(blogRow: row) },
            ScriptStep("API answers", expect: [
                "blogs.row.\(row).like: \(ProfileText.likeTitle(blog.likeCount + 1)) [selected]",
            ]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func teardownWithLikeInFlight_ignoresTheLateResponse() {
        ConformanceScript("teardown in flight", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap like, to fail", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("leave the scene", expect: ["nav: (none)"]) { $0.tearDown() },
            ScriptStep("late failure arrives", expect: ["nav: (none)"], absent: ["toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func refreshLandingWhileLikeInFlight_keepsTheRowLiked() {
        ConformanceScript("refresh during like", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("refresh then like", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                try $0.tapRefresh()
                try $0.tapLike(blogRow: 0)
            },
            ScriptStep("refresh lands before the like", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                for _ in 0..<3 { $0.deliverNextResponse() }
            },
            ScriptStep("like answers", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func likeFailingAfterARefreshLanded_rollsBackToServerState() {
        ConformanceScript("refresh during failing like", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("like (to fail) then refresh", expect: ["blogs.row.2.like: ♥ 88 [selected]"]) {
                $0.api.injectFault(.error(.server(status: 500)), on: .like)
                try $0.tapLike(blogRow: 2)
                try $0.tapRefresh()
            },
            ScriptStep("like fails, then refresh lands", expect: ["blogs.row.2.like: ♥ 87"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }
}

/// The exact first render of the standard fixture.
enum Golden {
    static let firstLoad = """
        nav: Profile
        blogs: 12 rows
        blogs.row.0.like: ♥ 312
        blogs.row.0.share: ↗ 48
        blogs.row.0.summary: Four ways to build one profile screen.
        blogs.row.0.title: 深入分析 MVC、MVP、MVVM、VIPER
        blogs.row.1.like: ♥ 198 [selected]
        blogs.row.1.share: ↗ 21
        blogs.row.1.summary: Who holds whom, and why weak matters.
        blogs.row.1.title: Retain cycles, explained 🔁
        blogs.row.2.like: ♥ 87
        blogs.row.2.share: ↗ 5
        blogs.row.2.summary: Naming things in a noisy room.
        blogs.row.2.title: Café-driven development ☕️
        blogs.row.3.like: ♥ 143
        blogs.row.3.share: ↗ 17
        blogs.row.3.summary: Why the row you tapped is not the cell you configured.
        blogs.row.3.title: Table view cell reuse in depth
        blogs.row.4.like: ♥ 56
        blogs.row.4.share: ↗ 3
        blogs.row.4.summary: Grapheme clusters in labels.
        blogs.row.4.title: Ünïcödé everywhere: ß, é, 😀
        drafts: 3 rows
        drafts.new: New draft
        drafts.row.0.edited: edited 2026-11-20
        drafts.row.0.title: Coordinators: the missing router?
        drafts.row.1.edited: edited 2026-11-18
        drafts.row.1.title: 草稿：SwiftUI 与 VIPER
        drafts.row.2.edited: edited 2026-10-02
        drafts.row.2.title: Notes on weak self 🧠
        header.avatar: image(avatar-42)
        header.handle: @lin.wei
        header.name: Lin Wei 林伟
        header.summary: 12 blogs · 3 drafts · 1,204 likes
        refresh: Refresh
        """
}
