// Tests of the blog cell alone, bound to real row view models: it renders its row whole, follows it until
// unbound, and runs the row's like command.
@testable import MVVMAsync
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct BlogCellTests {
    @Test @MainActor func bind_rendersTheWholeRowOnce() {
        expectNoLeaks { tracker in
            let (sut, list, _) = makeSUT(tracker)

            let work = UIWork.measure { sut.bind(to: list.blogCellViewModel(at: 0)) }

            #expect(work == UIWork(propertySets: 5), "Expected the row's five values set once each, got \(work)")
            #expect(texts(of: sut) == ["深入分析 MVC、MVP、MVVM、VIPER", "Four ways to build one profile screen.", "♥ 312", "↗ 48"],
                    "Expected the cell to show row 0")
        }
    }

    @Test @MainActor func aBoundCell_rendersEachChangeOfItsRowWhole() {
        expectNoLeaks { tracker in
            let (sut, list, _) = makeSUT(tracker)
            sut.bind(to: list.blogCellViewModel(at: 0))

            let work = UIWork.measure { list.likeBlog(id: 101) }

            #expect(work == UIWork(propertySets: 5), "Expected the changed row rendered whole once, got \(work)")
            #expect(likeButton(of: sut)?.snapshotText == "♥ 313 [selected]", "Expected the cell to show the like")
        }
    }

    @Test @MainActor func theLikeButton_runsItsRowsLikeCommand() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            sut.bind(to: list.blogCellViewModel(at: 3))

            likeButton(of: sut)?.sendTap()

            #expect(api.pendingEndpoints == [.like] && api.pendingRequests.map(\.blogID) == [104],
                    "Expected one like request for row 3's blog")
            withExtendedLifetime(list) {}  // a row holds its list weakly
        }
    }

    @Test @MainActor func prepareForReuse_unbindsTheCellFromItsRow() {
        expectNoLeaks { tracker in
            let (sut, list, api) = makeSUT(tracker)
            sut.bind(to: list.blogCellViewModel(at: 0))

            sut.prepareForReuse()
            let work = UIWork.measure { list.likeBlog(id: 101) }
            likeButton(of: sut)?.sendTap()

            #expect(work == UIWork(), "Expected a cell handed out again not to render its old row, got \(work)")
            #expect(api.requestCounts.like == 1, "Expected the old row's command to be gone from the cell")
        }
    }

    @Test @MainActor func unbind_letsTheRowViewModelGo() {
        let (api, list) = loadedList()
        let sut = BlogCell(reuseIdentifier: BlogCell.reuseIdentifier)
        expectNoLeaks { tracker in
            sut.bind(to: list.blogCellViewModel(at: 0))
            tracker.track(list.blogCellViewModel(at: 0), as: "BlogCellViewModel of a row the list replaced")
            list.loadBlogs()
            api.deliverAllPendingResponses()  // fresh rows: the old one is held by the cell only

            sut.unbind()
        }
    }

    // MARK: Helpers

    /// A fresh cell, and a list showing the standard fixture to bind it to (the test keeps the list alive).
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: BlogCell, list: BlogListViewModel, api: MockProfileAPI) {
        let (api, list) = loadedList()
        let sut = BlogCell(reuseIdentifier: BlogCell.reuseIdentifier)
        tracker.track(sut, as: "BlogCell")
        tracker.track(list, as: "BlogListViewModel")
        return (sut, list, api)
    }

    @MainActor
    private func loadedList() -> (api: MockProfileAPI, list: BlogListViewModel) {
        let api = MockProfileAPI(scheduling: .queued)
        let list = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
        list.loadBlogs()
        api.deliverAllPendingResponses()
        return (api, list)
    }

    @MainActor
    private func texts(of cell: BlogCell) -> [String?] {
        [ProfileID.Blogs.title, ProfileID.Blogs.summary, ProfileID.Blogs.like, ProfileID.Blogs.share].map {
            cell.descendant(at: $0, as: View.self)?.snapshotText
        }
    }

    @MainActor
    private func likeButton(of cell: BlogCell) -> Button? {
        cell.descendant(at: ProfileID.Blogs.like)
    }
}
