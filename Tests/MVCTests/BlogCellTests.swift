// Tests of the blog cell: a dumb view whose like closure belongs to one row at a time. Holds nothing.
@testable import MVC
import ProfileKit
import TestSupport
import Testing

/// The cell forwards its button's tap to whatever closure its current row set, and forgets it on reuse (B17).
@Suite struct BlogCellTests {
    @Test @MainActor func likeButtonTap_runsTheRowsClosure() throws {
        let (cell, button) = try makeSUT()
        var taps = 0
        cell.didTapLike = { taps += 1 }

        button.sendTap()

        #expect(taps == 1, "Expected the tap to reach the row's closure once, found \(taps)")
    }

    @Test @MainActor func prepareForReuse_dropsTheOldRowsClosure() throws {
        let (cell, button) = try makeSUT()
        var taps = 0
        cell.didTapLike = { taps += 1 }

        cell.prepareForReuse()
        button.sendTap()

        #expect(taps == 0, "Expected a reused cell not to reach its old row's closure, found \(taps) taps")
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT() throws -> (cell: BlogCell, likeButton: Button) {
        let cell = BlogCell(reuseIdentifier: BlogCell.reuseIdentifier)
        let button = try #require(cell.subviews.compactMap { $0 as? Button }.first,
                                  "Expected the cell to have a like button")
        return (cell, button)
    }
}
