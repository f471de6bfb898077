// Specifications of the blog cell's bindings: it follows its row view model, forwards the like tap, and a
// reused cell follows only the row it now shows.
@testable import MVVM
import ProfileKit
import TestSupport
import Testing

@Suite struct BlogCellSpecification {
    @Test @MainActor func bind_showsTheRowViewModelsValues() {
        let (sut, rows, _) = makeSUT()

        sut.bind(to: rows[0])

        #expect(sut.descendant(at: "title", as: Label.self)?.text == rows[0].title.value, "Expected the row's title")
        #expect(likeButton(of: sut)?.title == "♥ 312", "Expected the row's like title")
        #expect(sut.descendant(at: "share", as: Label.self)?.text == "↗ 48", "Expected the row's share count")
    }

    @Test @MainActor func likeTap_runsTheRowsLikeCommandAndShowsItsResult() {
        let (sut, rows, api) = makeSUT()
        sut.bind(to: rows[0])

        likeButton(of: sut)?.sendTap()

        #expect(api.requestCounts.like == 1, "Expected the tap to run the like command")
        #expect(likeButton(of: sut)?.title == "♥ 313", "Expected the optimistic count at once")
        #expect(likeButton(of: sut)?.isSelected == true, "Expected the button selected at once")
    }

    @Test @MainActor func reusedCell_isNotUpdatedByThePreviousRowViewModel() {
        let (sut, rows, api) = makeSUT()
        sut.bind(to: rows[0])
        rows[0].likeBlog()

        sut.prepareForReuse()
        sut.bind(to: rows[2])
        api.deliverAllPendingResponses()

        #expect(sut.descendant(at: "title", as: Label.self)?.text == rows[2].title.value,
                "Expected the reused cell to keep showing its new row")
        #expect(likeButton(of: sut)?.title == rows[2].likeTitle.value, "Expected the new row's like title")
        #expect(rows[0].likeTitle.value == "♥ 313", "Expected the old row updated in its view model only")
    }

    @Test @MainActor func likeTapAfterReuse_likesTheNewRowOnly() {
        let (sut, rows, api) = makeSUT()
        sut.bind(to: rows[0])
        sut.bind(to: rows[2])

        likeButton(of: sut)?.sendTap()

        #expect(rows[2].isLiked.value && !rows[0].isLiked.value, "Expected the tap to like the row shown")
        #expect(api.requestCounts.like == 1, "Expected one like request")
    }

    @Test @MainActor func binding_doesNotKeepTheCellAlive() {
        let (_, rows, _) = makeSUT()
        expectNoLeaks { tracker in
            let cell = BlogCell(reuseIdentifier: BlogCell.reuseIdentifier)
            cell.bind(to: rows[0])
            tracker.track(cell, as: "BlogCell bound to a living row view model")
        }
        rows[0].likeBlog()
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT() -> (sut: BlogCell, rows: [BlogCellViewModel], api: MockProfileAPI) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let rows = api.serverBlogs.map { BlogCellViewModel(blog: $0, api: api, showToast: { _ in }) }
        return (BlogCell(reuseIdentifier: BlogCell.reuseIdentifier), rows, api)
    }

    @MainActor
    private func likeButton(of cell: BlogCell) -> Button? {
        cell.descendant(at: ProfileID.Blogs.like, as: Button.self)
    }
}
