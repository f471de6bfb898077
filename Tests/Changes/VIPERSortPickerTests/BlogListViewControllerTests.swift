// The BlogList view alone, fed by a spy presenter: it renders the presenter's rows through the shared blogs section,
// updates a row in place in the cell showing it now, and reports taps by the row the table says the cell shows.
import ProfileKit
import TestSupport
import Testing
@testable import VIPERSortPicker

struct BlogListViewControllerTests {
    @Test @MainActor func showBlogs_reloadsTheVisibleRowsFromThePresenter() {
        expectNoLeaks { tracker in
            let (sut, output) = makeSUT(tracker: tracker)

            sut.showBlogs()

            #expect(table(of: sut)?.numberOfRows == rows.count, "Expected a row per display model")
            #expect(output.requestedRows == Array(0..<TableView.defaultVisibleRowCapacity),
                    "Expected the visible rows asked for once each")
            #expect(sut.visibleText(at: "blogs.row.1.like") == "♥ 2 [selected]", "Expected the row's display model shown")
        }
    }

    @Test @MainActor func showBlogsError_showsTheMessageInPlaceOfTheTable() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker: tracker)

            sut.showBlogsError("Couldn't load blogs.")

            #expect(table(of: sut)?.isHidden == true, "Expected the table hidden")
            #expect(sut.visibleText(at: ProfileID.Blogs.error) == "Couldn't load blogs.", "Expected the error shown")
        }
    }

    @Test @MainActor func showBlog_configuresTheVisibleCellInPlaceWithTheWholeRow() {
        expectNoLeaks { tracker in
            let (sut, output) = makeSUT(tracker: tracker)
            sut.showBlogs()
            let asked = output.requestedRows.count

            let work = UIWork.measure { sut.showBlog(row(3, title: "Renamed", isLiked: true), at: 3) }

            #expect(work == UIWork(propertySets: 5), "Expected the five values set once, no reload, no dequeue")
            #expect(sut.visibleText(at: "blogs.row.3.title") == "Renamed", "Expected the new row shown")
            #expect(output.requestedRows.count == asked, "Expected the row given, not asked for again")
        }
    }

    @Test @MainActor func showBlog_forARowOffScreen_touchesNothing() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker: tracker)
            sut.showBlogs()

            let work = UIWork.measure { sut.showBlog(row(9, title: "Renamed"), at: 9) }

            #expect(work == UIWork(), "Expected no work for a row without a cell")
        }
    }

    /// B17: the cell that showed row 0 shows another row once scrolled; an update of row 0 must not reach it.
    @Test @MainActor func showBlog_afterItsCellWasReusedForAnotherRow_leavesThatRowAlone() throws {
        try expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker: tracker)
            sut.showBlogs()
            let tableView = try #require(table(of: sut))
            let firstCell = try #require(tableView.cellForRow(at: 0))
            tableView.scroll(toRow: rows.count - 1)
            let reusedRow = try #require(tableView.row(for: firstCell), "Expected the first cell reused for a visible row")

            sut.showBlog(row(0, title: "Renamed"), at: 0)

            #expect(sut.visibleText(at: "blogs.row.\(reusedRow).title") == rows[reusedRow].title,
                    "Expected the reused cell to keep showing its new row")
        }
    }

    @Test @MainActor func likeButton_reportsTheRowItsCellShowsNow() throws {
        try expectNoLeaks { tracker in
            let (sut, output) = makeSUT(tracker: tracker)
            sut.showBlogs()
            table(of: sut)?.scroll(toRow: rows.count - 1)

            let button = try #require(sut.visibleView(at: "blogs.row.9.like") as? Button)
            button.sendTap()

            #expect(output.messages == [.didTapLike(at: 9)], "Expected the tap reported for the row the cell shows now")
        }
    }

    @Test @MainActor func selectingARow_reportsIt() {
        expectNoLeaks { tracker in
            let (sut, output) = makeSUT(tracker: tracker)
            sut.showBlogs()

            table(of: sut)?.selectRow(at: 2)

            #expect(output.messages == [.didSelectBlog(at: 2)], "Expected the selection reported by row")
        }
    }

    @Test @MainActor func sortButton_reportsTheTap() throws {
        try expectNoLeaks { tracker in
            let (sut, output) = makeSUT(tracker: tracker)

            let button = try #require(sut.visibleView(at: ProfileID.Blogs.sort) as? Button, "Expected the Sort button")
            button.sendTap()

            #expect(output.messages == [.didTapSort], "Expected the tap reported")
        }
    }
}

// MARK: - Helpers

private let rows = (0..<10).map { row($0, title: "Blog \($0)", isLiked: $0 == 1) }

private func row(_ index: Int, title: String, isLiked: Bool = false) -> BlogDisplayModel {
    BlogDisplayModel(
        id: 100 + index, title: title, summary: "Summary \(index)", likeTitle: "♥ \(index + 1)", isLiked: isLiked,
        shareText: "↗ \(index)")
}

/// A loaded view over a spy presenter serving `rows`. The view holds its presenter, as in the module.
@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogListViewController, output: BlogListViewOutputSpy) {
    let output = BlogListViewOutputSpy()
    output.rows = rows
    let sut = BlogListViewController(output: output)
    sut.loadViewIfNeeded()
    tracker.track(sut, as: "BlogListViewController", sourceLocation: sourceLocation)
    tracker.track(output, as: "BlogListViewOutputSpy", sourceLocation: sourceLocation)
    return (sut, output)
}

@MainActor
private func table(of sut: BlogListViewController) -> TableView? {
    (sut.view as? TableSectionView)?.tableView
}
