// Tests of the blog cell with a real row presenter on a mock API: the binding, the like tap, and reuse. No table:
// the test plays the table's part (bind, prepareForReuse).
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// The passive cell (B17 at the cell's level): it shows what its row presenter tells it, forwards the tap, and
/// hears nothing of a row it no longer shows.
@Suite struct BlogCellTests {
    @Test @MainActor func bind_setsTheRowsFiveValuesOnce() throws {
        try expectNoLeaks { tracker in
            let (sut, rows, _) = makeSUT(tracker)

            let work = UIWork.measure { sut.bind(to: rows[0]) }

            #expect(work == UIWork(propertySets: 5), "Expected five property sets, one per value, found \(work)")
            let likeTitle = try likeButton(in: sut).snapshotText
            #expect(likeTitle == "♥ 312", "Expected the row's like title")
        }
    }

    @Test @MainActor func likeButtonTap_reachesTheBoundRowsPresenter() throws {
        try expectNoLeaks { tracker in
            let (sut, rows, api) = makeSUT(tracker)
            sut.bind(to: rows[0])

            try likeButton(in: sut).sendTap()

            #expect(api.pendingRequests.map(\.description) == ["like(101)"], "Expected the bound row's blog liked")
            let likeTitle = try likeButton(in: sut).snapshotText
            #expect(likeTitle == "♥ 313 [selected]", "Expected the row shown liked at once")
        }
    }

    @Test @MainActor func reusedCell_isNotUpdatedForItsOldRow() throws {
        try expectNoLeaks { tracker in
            let (sut, rows, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .like)
            sut.bind(to: rows[0])
            try likeButton(in: sut).sendTap()
            sut.prepareForReuse()
            sut.bind(to: rows[2])

            let work = UIWork.measure { api.deliverAllPendingResponses() }

            #expect(work == UIWork(), "Expected row 0's rollback to touch no cell, found \(work)")
            let likeTitle = try likeButton(in: sut).snapshotText
            #expect(likeTitle == "♥ 87", "Expected the cell to keep showing row 2")
        }
    }

    @Test @MainActor func cell_doesNotKeepItsRowsPresenterAlive() {
        expectNoLeaks { tracker in
            let (sut, _, api) = makeSUT(tracker)
            weak var releasedRow: BlogCellPresenter?

            do {
                let row = BlogCellPresenter(blog: api.serverBlogs[0], api: api, toastView: nil, output: BlogOutputSpy())
                sut.bind(to: row)
                releasedRow = row
            }

            #expect(releasedRow == nil, "Expected the cell to borrow its row presenter: the list presenter owns it")
        }
    }
}

// MARK: - Helpers

extension BlogCellTests {
    /// A fresh cell and one row presenter per blog of the standard fixture on a queued API; the cell and the
    /// row presenters are tracked for leaks.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: BlogCell, rows: [BlogCellPresenter], api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let rows = api.serverBlogs.map { BlogCellPresenter(blog: $0, api: api, toastView: nil, output: BlogOutputSpy()) }
        let sut = BlogCell(reuseIdentifier: BlogCell.reuseIdentifier)
        tracker.track(sut, as: "BlogCell")
        for row in rows { tracker.track(row, as: "BlogCellPresenter \(row.id)") }
        return (sut, rows, api)
    }

    @MainActor
    private func likeButton(in cell: BlogCell) throws -> Button {
        try #require(SceneSnapshot.visibleViews(in: cell).first { $0.path == ProfileID.Blogs.like }?.view as? Button,
                     "Expected a like button in the cell")
    }
}
