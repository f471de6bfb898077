// Specifications of the assembled MVVM scene, driven through its UI only: the bindings put the view
// models' values on screen, exactly as docs/SCENE.md describes.
@testable import MVVM
import ProfileKit
import TestSupport
import Testing

@Suite struct ProfileSceneSpecification {
    @Test @MainActor func launch_beforeAnyResponse_showsEmptyHeaderAndEmptyTables() {
        let driver = makeSUT()

        let expected = [
            "nav: Profile", "blogs: 0 rows", "drafts: 0 rows", "header.avatar: image(none)",
            "header.handle: ", "header.name: ", "header.summary: ", "refresh: Refresh",
        ]
        #expect(driver.snapshot() == expected.joined(separator: "\n"),
                "Expected the empty states of SCENE.md before any response")
    }

    @Test @MainActor func likeTap_showsTheOptimisticLikeBeforeTheRequestIsAnswered() throws {
        let driver = makeSUT()
        driver.deliverAllResponses()

        try driver.tapLike(blogRow: 0)

        #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]", "Expected the row liked at once")
        #expect(driver.api.pendingEndpoints == [.like], "Expected the like request in flight")
    }

    @Test @MainActor func likeFailureAfterScrollingAway_rollsBackOnlyTheRowOfThatBlog() throws {
        let driver = makeSUT()
        driver.deliverAllResponses()
        driver.api.injectFault(.error(.offline), on: .like)
        try driver.tapLike(blogRow: 0)
        try driver.scrollBlogs(toRow: 9)
        let rowsShownBeforeAnswer = blogRowLines(driver)
        #expect(driver.blogsTable?.visibleRows == 5..<10, "Expected row 0's cell reused for another row")

        driver.deliverAllResponses()

        #expect(driver.window.toasts == [APIError.offline.message], "Expected the failure toast")
        #expect(blogRowLines(driver) == rowsShownBeforeAnswer,
                "Expected the rows now shown by reused cells untouched by the old row's rollback")
        try driver.scrollBlogs(toRow: 0)
        #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 312", "Expected row 0 rolled back")
    }

    @Test @MainActor func selectBlog_pushesTheDetailOfTheBlogAsShown() throws {
        let driver = makeSUT()
        driver.deliverAllResponses()
        try driver.tapLike(blogRow: 0)

        try driver.selectBlog(row: 0)

        #expect(driver.topViewController is BlogDetailViewController, "Expected the blog detail pushed")
        #expect(driver.text(at: ProfileID.Detail.meta) == "♥ 313 · ↗ 48", "Expected the optimistic like in the detail")
    }

    @Test @MainActor func refreshWithUserFailing_showsTheHeaderErrorAndKeepsTheRows() throws {
        let driver = makeSUT()
        driver.deliverAllResponses()
        driver.api.injectFault(.error(.notFound), on: .user)

        try driver.tapRefresh()
        driver.deliverAllResponses()

        #expect(driver.text(at: "header.error") == ProfileText.sectionError(.user, .notFound), "Expected the error")
        #expect(driver.view(at: "header.name") == nil, "Expected the header content hidden")
        #expect(driver.text(at: ProfileID.Blogs.table) == "12 rows", "Expected the blogs untouched")
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT() -> SceneDriver {
        SceneDriver.launch(.mvvm, scheduling: .queued)
    }

    /// The snapshot lines of the visible blog rows.
    @MainActor
    private func blogRowLines(_ driver: SceneDriver) -> [Substring] {
        driver.snapshot().split(separator: "\n").filter { $0.hasPrefix("blogs.row.") }
    }
}
