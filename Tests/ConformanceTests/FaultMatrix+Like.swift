// Fault matrix, like rows: a failing like, a hundred rapid taps, a tap on a section showing its error.
// Each test owns its driver for its own duration only.
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneUnderTest.underTest, [APIError.offline, .server(status: 500), .notFound])
    @MainActor func likeFailing_rollsBackShowsTheErrorToastAndCanBeRetried(scene: SceneUnderTest, error: APIError) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        let blog = ProfileFixture.standard.blogs[0]
        let liked = blog.mergingPendingLike(isPending: true)
        driver.api.injectFault(.error(error), on: .like)

        try driver.tapLike(blogRow: 0)
        expectScreen(driver, equals: Self.firstLoad(with: liked, atRow: 0), scene, after: "the tap")

        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.firstLoad(with: blog, atRow: 0) + [ExpectedScreen.toastLine(error.message)],
                     scene, after: "the like failing with \(error)")
        #expect(driver.api.serverBlogs[0] == blog, "Expected \(scene)'s failed like to leave the server unchanged")

        try driver.tapLike(blogRow: 0)
        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.firstLoad(with: liked, atRow: 0), scene, after: "a retry that succeeds")
        #expect(driver.api.requestCounts.like == 2,
                "Expected \(scene) to send the retry: the rollback ended the pending like")
    }

    @Test(arguments: Self.rapidTapRuns)
    @MainActor func hundredRapidTaps_sendOneLikeCountOnceAndToastTheOthers(
        scene: SceneUnderTest, scheduling: MockProfileAPI.Scheduling
    ) throws {
        let driver = SceneDriver.launch(scene, scheduling: scheduling)
        driver.deliverAllResponses()
        let liked = ProfileFixture.standard.blogs[0].mergingPendingLike(isPending: true)
        let button = try driver.likeButton(blogRow: 0)

        for _ in 0..<100 { button.sendTap() }

        #expect(driver.api.requestCounts.like == 1, "Expected \(scene) to send exactly one like for 100 taps")
        #expect(driver.window.toasts == Array(repeating: ProfileText.alreadyLiked, count: 99),
                "Expected \(scene) to answer each of the 99 extra taps with one 'already liked' toast")
        expectScreen(driver, shows: [ExpectedScreen.likeLine(row: 0, liked)], scene, after: "100 taps")

        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.firstLoad(with: liked, atRow: 0), scene, after: "the like's response")
        #expect(driver.api.serverBlogs[0].hasSameContent(as: liked), "Expected \(scene)'s 100 taps to count once on the server")
        #expect(driver.window.toastCount == 99, "Expected \(scene) to show no toast for the successful like")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func likeTap_whileBlogsShowTheirError_isImpossibleAndSendsNoRequest(scene: SceneUnderTest) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        driver.api.injectFault(.error(.offline), on: .blogs)
        try driver.tapRefresh()
        driver.deliverAllResponses()
        // The failed refresh keeps the blogs of the launch.
        let failedBlogs = ExpectedScreen.firstLoad(failing: [.blogs: .offline]).holding(ProfileFixture.standard.blogs)
        expectScreen(driver, equals: failedBlogs, scene, after: "a refresh with blogs failing")

        #expect(throws: SceneDriver.ElementNotFound.self, "Expected \(scene) to hide the like buttons behind the error") {
            try driver.tapLike(blogRow: 0)
        }
        driver.deliverAllResponses()

        #expect(driver.api.requestCounts.like == 0, "Expected \(scene) to send no like while blogs show their error")
        expectScreen(driver, equals: failedBlogs, scene, after: "an attempted like tap")
    }
}

extension FaultMatrixTests {
    /// The golden first load with `blog` shown on `row` in place of the fixture's copy, and held there.
    static func firstLoad(with blog: Blog, atRow row: Int) -> ExpectedScreen {
        let original = ProfileFixture.standard.blogs[row]
        var held = ProfileFixture.standard.blogs
        held[row] = blog
        let lines = ExpectedScreen.firstLoad().lines.map { line in
            line == ExpectedScreen.likeLine(row: row, original) ? ExpectedScreen.likeLine(row: row, blog) : line
        }
        return ExpectedScreen(lines: lines, holding: held)
    }

    /// A hundred taps on a like button in every scene while the first tap's like is in flight (queued); and answered
    /// at once (immediate), so that each tap after the first lands on a settled liked blog: a behaviour the unlike
    /// change replaces (a tap then takes the like back), so that run leaves it out.
    static let rapidTapRuns: [(SceneUnderTest, MockProfileAPI.Scheduling)] =
        SceneUnderTest.underTest.map { ($0, .queued) }
            + SceneUnderTest.underTest(replacedBy: [.unlike]).map { ($0, .immediate) }
}
