// Fault matrix, requests in flight while the user moves on: a like answered after its cell was reused, behind
// a section error or after teardown, and a selection during a refresh. Each test owns its driver only while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneUnderTest.underTest, LikeOutcome.both)
    @MainActor func likeAnsweredAfterItsCellWasReused_leavesTheOtherBlogAloneAndScrollsBackToServerState(
        scene: SceneUnderTest, outcome: LikeOutcome
    ) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        let blogs = ProfileFixture.standard.blogs
        outcome.arrange(driver.api)
        try driver.tapLike(blogRow: 0)
        let likedCell = try #require(driver.blogsTable?.cellForRow(at: 0), "Expected row 0 to have a cell")

        try driver.scrollBlogs(toRow: blogs.count - 1)
        let reusedRow = try #require(driver.blogsTable?.row(for: likedCell),
                                     "Expected \(scene) to reuse row 0's cell for another blog")
        let otherBlogs = driver.snapshot()
        driver.deliverAllResponses()

        let toasts = outcome.failureMessage.map { [ExpectedScreen.toastLine($0)] } ?? []
        // The rows as they were; the profile now holds the server's answer to the like (or, failed, the launch's copy).
        let answered = ExpectedScreen(lines: ExpectedScreen.columnLines(of: otherBlogs), holding: Self.launchBlogs(
            withRow0: driver.api.serverBlogs[0]))
        expectScreen(driver, equals: answered + toasts, scene,
                     after: "the like's \(outcome.testDescription) reached the reused cell's new row")
        expectScreen(driver, shows: [
            ExpectedScreen.titleLine(row: reusedRow, blogs[reusedRow]),
            ExpectedScreen.likeLine(row: reusedRow, blogs[reusedRow]),
        ], scene, after: "the like's response")

        try driver.scrollBlogs(toRow: 0)
        let serverBlog = driver.api.serverBlogs[0]
        #expect(serverBlog.hasSameContent(as: outcome.isSuccess ? blogs[0].mergingPendingLike(isPending: true) : blogs[0]),
                "Expected the server to have \(outcome.isSuccess ? "counted" : "refused") \(scene)'s like")
        expectScreen(driver, equals: Self.firstLoad(with: serverBlog, atRow: 0), scene, after: "scrolling back to row 0")
    }

    @Test(arguments: SceneUnderTest.underTest, LikeOutcome.both)
    @MainActor func likeAnsweredWhileBlogsShowTheirError_showsTheServerStateOnceBlogsReturn(
        scene: SceneUnderTest, outcome: LikeOutcome
    ) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        outcome.arrange(driver.api)
        try driver.tapLike(blogRow: 0)
        driver.api.injectFault(.error(.server(status: 502)), on: .blogs)
        try driver.tapRefresh()

        driver.deliverAllResponses()
        // The like is answered first, so the refreshed header already counts a successful like.
        let toasts = outcome.failureMessage.map { [ExpectedScreen.toastLine($0)] } ?? []
        let blogsFailed = ExpectedScreen.firstLoad(failing: [.blogs: .server(status: 502)])
            .holding(Self.launchBlogs(withRow0: driver.api.serverBlogs[0]))
        expectScreen(driver, equals: Self.withServerSummary(blogsFailed, driver.api) + toasts, scene,
                     after: "the like's \(outcome.testDescription) behind the blogs error")

        try driver.tapRefresh()
        driver.deliverAllResponses()
        let blogsBack = Self.firstLoad(with: driver.api.serverBlogs[0], atRow: 0)
        expectScreen(driver, equals: Self.withServerSummary(blogsBack, driver.api), scene,
                     after: "a refresh that brings the blogs back")
    }

    /// That the late answers (the like's, succeeded or failed) show nothing and ask for nothing. What the scene frees at
    /// teardown with requests in flight is the ownership test's (`InFlightTeardown`, with each screen on top).
    @Test(arguments: SceneUnderTest.underTest, LikeOutcome.both)
    @MainActor func likeAnsweredAfterTeardown_isIgnored(scene: SceneUnderTest, outcome: LikeOutcome) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        outcome.arrange(driver.api)
        try driver.tapLike(blogRow: 0)
        try driver.tapRefresh()
        try driver.selectBlog(row: 3)

        driver.tearDown()
        driver.api.deliverAllPendingResponses()

        #expect(driver.window.toastCount == 0, "Expected \(scene) to ignore a like answered after teardown")
        #expect(driver.snapshot() == "nav: (none)", "Expected \(scene)'s torn-down window to stay empty")
        #expect(driver.api.requestCounts == RequestCounts(user: 2, blogs: 2, drafts: 2, like: 1),
                "Expected \(scene)'s late responses to send no further request")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func selectBlog_whileRefreshIsInFlight_pushesTheBlogAsShownNow(scene: SceneUnderTest) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        let shown = ProfileFixture.standard.blogs[0].mergingPendingLike(isPending: true)
        try driver.tapLike(blogRow: 0)
        driver.api.updateServerBlog(id: shown.id) { $0.title = "Edited elsewhere" }
        try driver.tapRefresh()

        try driver.selectBlog(row: 0)

        expectScreen(driver, equals: Self.blogDetail(shown), scene, after: "selecting row 0 during the refresh")
    }

    /// Answered at request time, the refresh was answered after the like reached the server: its copy already
    /// counts the like. Answered at delivery time, it was answered first: the pending like shows on top of it.
    @Test(arguments: SceneUnderTest.underTest, [MockProfileAPI.Answering.atRequest, .atDelivery])
    @MainActor func selectBlog_afterRefreshLandedBeforeTheLike_pushesTheServerCopyWithThePendingLikeShownOnce(
        scene: SceneUnderTest, answering: MockProfileAPI.Answering
    ) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued, answering: answering)
        driver.deliverAllResponses()
        try driver.tapLike(blogRow: 0)
        driver.api.updateServerBlog(id: ProfileFixture.standard.blogs[0].id) { $0.title = "Edited elsewhere" }
        try driver.tapRefresh()
        #expect(driver.api.pendingEndpoints == [.like, .user, .blogs, .drafts], "Expected the like to be answered last")
        for _ in 0..<3 { driver.api.deliverPendingResponse(at: 1) }

        try driver.selectBlog(row: 0)

        let shown = driver.api.serverBlogs[0].mergingPendingLike(isPending: true)
        expectScreen(driver, equals: Self.blogDetail(shown), scene, after: "selecting row 0 with the like in flight")
        #expect(shown.title == "Edited elsewhere" && shown.isLiked, "Expected the edited copy, liked, on the detail")
    }
}

extension FaultMatrixTests {
    /// `screen` with the header summary the server reports now.
    @MainActor
    static func withServerSummary(_ screen: ExpectedScreen, _ api: MockProfileAPI) -> ExpectedScreen {
        let path = ExpectedScreen.header(ProfileID.Header.summary)
        let fixture = ProfileFixture(user: api.serverUser, blogs: api.serverBlogs, drafts: api.serverDrafts)
        let lines = screen.lines.map { $0.hasPrefix(path + ": ") ? "\(path): \(ProfileText.summary(user(of: fixture)))" : $0 }
        return ExpectedScreen(lines: lines, holding: screen.heldBlogs)
    }

    /// The standard fixture's blogs as the launch brought them, the first replaced by `blog` (the answer to its like).
    static func launchBlogs(withRow0 blog: Blog) -> [Blog] {
        var blogs = ProfileFixture.standard.blogs
        blogs[0] = blog
        return blogs
    }

    /// The blog detail screen pushed over the profile.
    static func blogDetail(_ blog: Blog) -> ExpectedScreen {
        ExpectedScreen([
            "nav: \(ProfileText.profileTitle) > \(ProfileText.blogDetailTitle)",
            "\(ProfileID.Detail.title): \(blog.title)",
            "\(ProfileID.Detail.body): \(blog.summary)",
            "\(ProfileID.Detail.like): \(ProfileText.likeTitle(blog.likeCount))\(blog.isLiked ? " [selected]" : "")",
            "\(ProfileID.Detail.share): \(ProfileText.shareText(blog.shareCount))",
        ])
    }
}
