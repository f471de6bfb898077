// Fault matrix, requests in flight while the user moves on: a like answered after its cell was reused, behind
// a section error or after teardown, and a selection during a refresh. Each test owns its driver only while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneSubject.underTest, LikeOutcome.both)
    @MainActor func likeAnsweredAfterItsCellWasReused_leavesTheOtherBlogAloneAndScrollsBackToServerState(
        subject: SceneSubject, outcome: LikeOutcome
    ) throws {
        let driver = SceneDriver.launch(subject, scheduling: .queued)
        driver.deliverAllResponses()
        let blogs = ProfileFixture.standard.blogs
        outcome.arrange(driver.api)
        try driver.tapLike(blogRow: 0)
        let likedCell = try #require(driver.blogsTable?.cellForRow(at: 0), "Expected row 0 to have a cell")

        try driver.scrollBlogs(toRow: blogs.count - 1)
        let reusedRow = try #require(driver.blogsTable?.row(for: likedCell),
                                     "Expected \(subject) to reuse row 0's cell for another blog")
        let otherBlogs = driver.snapshot()
        driver.deliverAllResponses()

        let toasts = outcome.failureMessage.map { [ExpectedScreen.toastLine($0)] } ?? []
        expectScreen(driver, equals: otherBlogs.split(separator: "\n").map(String.init) + toasts, subject,
                     after: "the like's \(outcome.testDescription) reached the reused cell's new row")
        expectScreen(driver, shows: [
            ExpectedScreen.titleLine(row: reusedRow, blogs[reusedRow]),
            ExpectedScreen.likeLine(row: reusedRow, blogs[reusedRow]),
        ], subject, after: "the like's response")

        try driver.scrollBlogs(toRow: 0)
        let serverBlog = driver.api.serverBlogs[0]
        #expect(serverBlog.hasSameContent(as: outcome.isSuccess ? blogs[0].mergingPendingLike(isPending: true) : blogs[0]),
                "Expected the server to have \(outcome.isSuccess ? "counted" : "refused") \(subject)'s like")
        expectScreen(driver, equals: Self.firstLoad(with: serverBlog, atRow: 0), subject, after: "scrolling back to row 0")
    }

    @Test(arguments: SceneSubject.underTest, LikeOutcome.both)
    @MainActor func likeAnsweredWhileBlogsShowTheirError_showsTheServerStateOnceBlogsReturn(
        subject: SceneSubject, outcome: LikeOutcome
    ) throws {
        let driver = SceneDriver.launch(subject, scheduling: .queued)
        driver.deliverAllResponses()
        outcome.arrange(driver.api)
        try driver.tapLike(blogRow: 0)
        driver.api.injectFault(.error(.server(status: 502)), on: .blogs)
        try driver.tapRefresh()

        driver.deliverAllResponses()
        // The like is answered first, so the refreshed header already counts a successful like.
        let toasts = outcome.failureMessage.map { [ExpectedScreen.toastLine($0)] } ?? []
        let blogsFailed = ExpectedScreen.firstLoad(failing: [.blogs: .server(status: 502)])
        expectScreen(driver, equals: Self.withServerSummary(blogsFailed, driver.api) + toasts, subject,
                     after: "the like's \(outcome.testDescription) behind the blogs error")

        try driver.tapRefresh()
        driver.deliverAllResponses()
        let blogsBack = Self.firstLoad(with: driver.api.serverBlogs[0], atRow: 0)
        expectScreen(driver, equals: Self.withServerSummary(blogsBack, driver.api), subject,
                     after: "a refresh that brings the blogs back")
    }

    @Test(arguments: SceneSubject.underTest, LikeOutcome.both)
    @MainActor func likeAnsweredAfterTeardown_isIgnoredAndNothingLeaks(subject: SceneSubject, outcome: LikeOutcome) throws {
        try expectNoLeaks { tracker in
            let driver = SceneDriver.launch(subject, scheduling: .queued)
            driver.deliverAllResponses()
            tracker.track(driver.blogsTable, as: "\(subject) blogs table")
            tracker.track(driver.blogsTable?.cellForRow(at: 0), as: "\(subject) blog cell")
            tracker.track(driver.draftsTable, as: "\(subject) drafts table")
            outcome.arrange(driver.api)
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()
            try driver.selectBlog(row: 3)
            tracker.track(driver.navigationController?.viewControllers.first, as: "\(subject) profile view controller")
            tracker.track(driver.topViewController, as: "\(subject) blog detail on top")
            tracker.track(driver.navigationController, as: "\(subject) navigation controller")

            driver.tearDown()
            #expect(tracker.survivors.isEmpty,
                    "Expected \(subject) to free the scene while requests are in flight; alive: \(tracker.survivors)")
            driver.api.deliverAllPendingResponses()

            #expect(driver.window.toastCount == 0, "Expected \(subject) to ignore a like answered after teardown")
            #expect(driver.snapshot() == "nav: (none)", "Expected \(subject)'s torn-down window to stay empty")
            #expect(driver.api.requestCounts == RequestCounts(user: 2, blogs: 2, drafts: 2, like: 1),
                    "Expected \(subject)'s late responses to send no further request")
        }
    }

    @Test(arguments: SceneSubject.underTest)
    @MainActor func selectBlog_whileRefreshIsInFlight_pushesTheBlogAsShownNow(subject: SceneSubject) throws {
        let driver = SceneDriver.launch(subject, scheduling: .queued)
        driver.deliverAllResponses()
        let shown = ProfileFixture.standard.blogs[0].mergingPendingLike(isPending: true)
        try driver.tapLike(blogRow: 0)
        driver.api.updateServerBlog(id: shown.id) { $0.title = "Edited elsewhere" }
        try driver.tapRefresh()

        try driver.selectBlog(row: 0)

        expectScreen(driver, equals: Self.blogDetail(shown), subject, after: "selecting row 0 during the refresh")
    }

    /// Answered at request time, the refresh was answered after the like reached the server: its copy already
    /// counts the like. Answered at delivery time, it was answered first: the pending like shows on top of it.
    @Test(arguments: SceneSubject.underTest, [MockProfileAPI.Answering.atRequest, .atDelivery])
    @MainActor func selectBlog_afterRefreshLandedBeforeTheLike_pushesTheServerCopyWithThePendingLikeShownOnce(
        subject: SceneSubject, answering: MockProfileAPI.Answering
    ) throws {
        let driver = SceneDriver.launch(subject, scheduling: .queued, answering: answering)
        driver.deliverAllResponses()
        try driver.tapLike(blogRow: 0)
        driver.api.updateServerBlog(id: ProfileFixture.standard.blogs[0].id) { $0.title = "Edited elsewhere" }
        try driver.tapRefresh()
        #expect(driver.api.pendingEndpoints == [.like, .user, .blogs, .drafts], "Expected the like to be answered last")
        for _ in 0..<3 { driver.api.deliverPendingResponse(at: 1) }

        try driver.selectBlog(row: 0)

        let shown = driver.api.serverBlogs[0].mergingPendingLike(isPending: true)
        expectScreen(driver, equals: Self.blogDetail(shown), subject, after: "selecting row 0 with the like in flight")
        #expect(shown.title == "Edited elsewhere" && shown.isLiked, "Expected the edited copy, liked, on the detail")
    }
}

extension FaultMatrixTests {
    /// `lines` with the header summary the server reports now.
    @MainActor
    static func withServerSummary(_ lines: [String], _ api: MockProfileAPI) -> [String] {
        let path = ExpectedScreen.header(ProfileID.Header.summary)
        let fixture = ProfileFixture(user: api.serverUser, blogs: api.serverBlogs, drafts: api.serverDrafts)
        return lines.map { $0.hasPrefix(path + ": ") ? "\(path): \(ProfileText.summary(user(of: fixture)))" : $0 }
    }

    /// The blog detail screen pushed over the profile.
    static func blogDetail(_ blog: Blog) -> [String] {
        [
            "nav: \(ProfileText.profileTitle) > \(ProfileText.blogDetailTitle)",
            "\(ProfileID.Detail.title): \(blog.title)",
            "\(ProfileID.Detail.body): \(blog.summary)",
            "\(ProfileID.Detail.like): \(ProfileText.likeTitle(blog.likeCount))\(blog.isLiked ? " [selected]" : "")",
            "\(ProfileID.Detail.share): \(ProfileText.shareText(blog.shareCount))",
        ]
    }
}
