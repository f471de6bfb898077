// Specifications of cell reuse: a reused cell rebinds to its new row's presenter, and a presenter never
// updates a cell that shows another row. First on one real cell, then through the whole scene's UI.
import ProfileKit
import TestSupport
import Testing
@testable import MVP

@Suite struct BlogCellReuseSpecification {
    @Test @MainActor func reusedCell_forwardsLikeTapToItsNewRowPresenter() throws {
        let (cell, presenters, api) = makeSUT()
        cell.bind(to: presenters[1])
        cell.prepareForReuse()
        cell.bind(to: presenters[0])

        try likeButton(in: cell).sendTap()

        #expect(api.serverBlogs[0].isLiked, "Expected the tap to like the blog the cell shows now")
        #expect(presenters[0].view === cell && presenters[1].view == nil, "Expected only the new row's presenter bound")
    }

    @Test @MainActor func presenterOfPreviousRow_neverUpdatesTheReusedCell() throws {
        let (cell, presenters, api) = makeSUT(scheduling: .queued)
        cell.bind(to: presenters[0])
        try likeButton(in: cell).sendTap()
        cell.prepareForReuse()
        cell.bind(to: presenters[2])

        api.deliverAllPendingResponses()

        #expect(try likeButton(in: cell).snapshotText == "♥ 87", "Expected the cell to keep showing its new row")
    }

    @Test @MainActor func likeAnsweredAfterScrolling_updatesOnlyTheLikedBlogsRow() throws {
        let driver = SceneDriver.launch(.mvp, scheduling: .queued)
        driver.deliverAllResponses()
        try driver.tapLike(blogRow: 0)
        try driver.scrollBlogs(toRow: 11)  // row 0's cell now shows one of rows 7…11

        driver.deliverAllResponses()

        for row in 7...11 {
            #expect(driver.text(at: ProfileID.blogLikePath(row: row)) == likeText(driver.api.serverBlogs[row]),
                    "Expected row \(row) to show its own blog, untouched by row 0's response")
        }
        try driver.scrollBlogs(toRow: 0)
        #expect(driver.text(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]", "Expected row 0 liked")
    }
}

// MARK: - Helpers

extension BlogCellReuseSpecification {
    @MainActor
    private func makeSUT(
        scheduling: MockProfileAPI.Scheduling = .immediate
    ) -> (cell: BlogCell, presenters: [BlogCellPresenter], api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: scheduling)
        let presenters = api.serverBlogs.map { BlogCellPresenter(blog: $0, api: api, toastView: nil) }
        return (BlogCell(reuseIdentifier: BlogCell.reuseIdentifier), presenters, api)
    }

    @MainActor
    private func likeButton(in cell: BlogCell) throws -> Button {
        try #require(SceneSnapshot.visibleViews(in: cell).first { $0.path == ProfileID.Blogs.like }?.view as? Button,
                     "Expected a like button in the cell")
    }

    private func likeText(_ blog: Blog) -> String {
        ProfileText.likeTitle(blog.likeCount) + (blog.isLiked ? " [selected]" : "")
    }
}
