// Fault matrix, like rows: a failing like, a hundred rapid taps, a tap on a section showing its error.
// Each test owns its driver for its own duration only.
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneSubject.underTest, [APIError.offline, .server(status: 500), .notFound])
    @MainActor func likeFailing_rollsBackShowsTheErrorToastAndCanBeRetried(subject: SceneSubject, error: APIError) throws {
        let driver = SceneDriver.launch(subject, scheduling: .queued)
        driver.deliverAllResponses()
        let blog = ProfileFixture.standard.blogs[0]
        let liked = blog.mergingPendingLike(isPending: true)
        driver.api.injectFault(.error(error), on: .like)

        try driver.tapLike(blogRow: 0)
        expectScreen(driver, equals: Self.firstLoad(with: liked, atRow: 0), subject, after: "the tap")

        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.firstLoad(with: blog, atRow: 0) + [ExpectedScreen.toastLine(error.message)],
                     subject, after: "the like failing with \(error)")
        #expect(driver.api.serverBlogs[0] == blog, "Expected \(subject)'s failed like to leave the server unchanged")

        try driver.tapLike(blogRow: 0)
        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.firstLoad(with: liked, atRow: 0), subject, after: "a retry that succeeds")
        #expect(driver.api.requestCounts.like == 2,
                "Expected \(subject) to send the retry: the rollback ended the pending like")
    }

    @Test(arguments: SceneSubject.underTest, [MockProfileAPI.Scheduling.queued, .immediate])
    @MainActor func hundredRapidTaps_sendOneLikeCountOnceAndToastTheOthers(
        subject: SceneSubject, scheduling: MockProfileAPI.Scheduling
    ) throws {
        let driver = SceneDriver.launch(subject, scheduling: scheduling)
        driver.deliverAllResponses()
        let liked = ProfileFixture.standard.blogs[0].mergingPendingLike(isPending: true)
        let button = try driver.likeButton(blogRow: 0)

        for _ in 0..<100 { button.sendTap() }

        #expect(driver.api.requestCounts.like == 1, "Expected \(subject) to send exactly one like for 100 taps")
        #expect(driver.window.toasts == Array(repeating: ProfileText.alreadyLiked, count: 99),
                "Expected \(subject) to answer each of the 99 extra taps with one 'already liked' toast")
        expectScreen(driver, shows: [ExpectedScreen.likeLine(row: 0, liked)], subject, after: "100 taps")

        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.firstLoad(with: liked, atRow: 0), subject, after: "the like's response")
        #expect(driver.api.serverBlogs[0].hasSameContent(as: liked), "Expected \(subject)'s 100 taps to count once on the server")
        #expect(driver.window.toastCount == 99, "Expected \(subject) to show no toast for the successful like")
    }

    @Test(arguments: SceneSubject.underTest)
    @MainActor func likeTap_whileBlogsShowTheirError_isImpossibleAndSendsNoRequest(subject: SceneSubject) throws {
        let driver = SceneDriver.launch(subject, scheduling: .queued)
        driver.deliverAllResponses()
        driver.api.injectFault(.error(.offline), on: .blogs)
        try driver.tapRefresh()
        driver.deliverAllResponses()
        let failedBlogs = ExpectedScreen.firstLoad(failing: [.blogs: .offline])
        expectScreen(driver, equals: failedBlogs, subject, after: "a refresh with blogs failing")

        #expect(throws: SceneDriver.ElementNotFound.self, "Expected \(subject) to hide the like buttons behind the error") {
            try driver.tapLike(blogRow: 0)
        }
        driver.deliverAllResponses()

        #expect(driver.api.requestCounts.like == 0, "Expected \(subject) to send no like while blogs show their error")
        expectScreen(driver, equals: failedBlogs, subject, after: "an attempted like tap")
    }
}

extension FaultMatrixTests {
    /// The golden first load with `blog` shown on `row` in place of the fixture's copy.
    static func firstLoad(with blog: Blog, atRow row: Int) -> [String] {
        let original = ProfileFixture.standard.blogs[row]
        return ExpectedScreen.firstLoad().map { line in
            line == ExpectedScreen.likeLine(row: row, original) ? ExpectedScreen.likeLine(row: row, blog) : line
        }
    }
}
