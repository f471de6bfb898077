// Tests of the blogs section's view model, with a mock API and no view: its section state, its rows over the store's
// records, its events, the ownership of its rows, and the order the sort screen hands back.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservationSortPicker

@Suite struct BlogListViewModelTests {
    @Test @MainActor func section_isNilUntilTheFirstAnswer_thenTheRows() {
        expectNoLeaks { tracker in
            let api = MockProfileAPI(scheduling: .queued)
            let sut = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
            tracker.track(sut, as: "BlogListViewModel")

            #expect(sut.section == nil, "Expected nothing to render before an answer")
            sut.loadBlogs()
            api.deliverAllPendingResponses()
            #expect(sut.section?.content == .rows && sut.numberOfBlogs == 12, "Expected the answer's twelve rows")
        }
    }

    @Test @MainActor func eachAdmittedAnswer_changesTheSectionOnce() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let probe = ChangeProbe { _ = sut.section }

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(probe.changed, "Expected an admitted answer, unchanged or not, to change the section: one reload")
        }
    }

    @Test @MainActor func likeTappedTwice_sendsOneRequestAndTheAlreadyLikedToast() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var events: [String] = []
            sut.onEvent = { if case .showToast(let message) = $0 { events.append(message) } }

            sut.blogCellViewModel(at: 0).didTapLike()
            sut.blogCellViewModel(at: 0).didTapLike()

            #expect(api.requestCounts.like == 1 && events == [ProfileText.alreadyLiked],
                    "Expected one request and the already-liked toast, found \(events)")
        }
    }

    @Test @MainActor func failedLike_sendsItsToast() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var events: [String] = []
            sut.onEvent = { if case .showToast(let message) = $0 { events.append(message) } }
            api.injectFault(.error(.offline), on: .like)

            sut.likeBlog(id: 101)
            api.deliverAllPendingResponses()

            #expect(events == [APIError.offline.message], "Expected the failure's toast, found \(events)")
        }
    }

    @Test @MainActor func didSelectBlog_opensADetailOverTheSameStore() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker)
            var opened: BlogDetailViewModel?
            sut.onEvent = { if case .openBlogDetail(let detail) = $0 { opened = detail } }

            sut.didSelectBlog(at: 2)

            #expect(opened?.state == sut.blogCellViewModel(at: 2).state, "Expected the detail of row 2's blog as shown")
        }
    }

    @Test @MainActor func aRowViewModel_referencesItsListWeakly() {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = BlogStore(api: api, userID: api.serverUser.id)
        store.loadBlogs()
        weak var released: BlogListViewModel?
        var row: BlogCellViewModel?
        do {
            let list = BlogListViewModel(store: store)
            row = list.blogCellViewModel(at: 0)
            released = list
        }

        row?.didTapLike()

        #expect(released == nil, "Expected a row view model not to keep its list alive")
        #expect(api.requestCounts.like == 0, "Expected a row whose list is gone to like nothing")
    }

    @Test @MainActor func didTapSort_opensTheSortScreenOnTheSectionsOrder() {
        expectNoLeaks { tracker in
            let (sut, _) = makeSUT(tracker)
            var opened: SortBlogsViewModel?
            sut.onEvent = { if case .openSortBlogs(let sort) = $0 { opened = sort } }

            sut.didTapSort()

            #expect(opened?.order == .newest, "Expected the sort screen opened on the section's order")
        }
    }

    @Test @MainActor func pickingAnOrder_arrangesTheRowsAndChangesTheSection() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let probe = ChangeProbe { _ = sut.section }

            pick(.title, on: sut)

            #expect(probe.changed, "Expected the pick to change the section: one reload")
            #expect(titles(sut) == BlogOrder.title.arrange(api.serverBlogs).map(\.title), "Expected the rows by title")
        }
    }

    @Test @MainActor func pickingTheOrderShown_changesNothing() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let probe = ChangeProbe { _ = sut.section }

            pick(.newest, on: sut)

            #expect(!probe.changed, "Expected nothing to render")
            #expect(titles(sut) == api.serverBlogs.map(\.title), "Expected the rows in the answer's order")
        }
    }

    @Test @MainActor func aRefresh_arrangesItsAnswerInThePickedOrder() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            pick(.title, on: sut)
            api.updateServerBlog(id: 101) { $0.title = "AAA first by title" }

            sut.loadBlogs()
            api.deliverAllPendingResponses()

            #expect(titles(sut).first == "AAA first by title", "Expected the renamed blog first by title")
            #expect(titles(sut) == BlogOrder.title.arrange(api.serverBlogs).map(\.title), "Expected the rows by title")
        }
    }

    @Test @MainActor func aLikeAnsweredAfterAPickUnderTheError_changesNoRowMadeForTheOldOrder() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            let boundRow = sut.blogCellViewModel(at: 0)
            api.injectFault(.error(.offline), on: .like)
            boundRow.didTapLike()
            api.injectFault(.error(.offline), on: .blogs)
            sut.loadBlogs()
            api.deliverPendingResponse(at: 1)
            var sort: SortBlogsViewModel?
            sut.onEvent = { if case .openSortBlogs(let screen) = $0 { sort = screen } }
            sut.didTapSort()
            sort?.didPick(.title)
            let probe = ChangeProbe { _ = boundRow.state }

            api.deliverAllPendingResponses()

            #expect(boundRow.state == nil, "Expected a row made for the old order to show nothing once a pick relaid the list")
            #expect(!probe.changed, "Expected the like's rollback to reach no row still bound to the old order's cells")
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: BlogListViewModel, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = BlogListViewModel(store: BlogStore(api: api, userID: api.serverUser.id))
        sut.loadBlogs()
        api.deliverAllPendingResponses()
        tracker.track(sut, as: "BlogListViewModel")
        return (sut, api)
    }

    /// Opens the sort screen and picks `order` on it.
    @MainActor
    private func pick(_ order: BlogOrder, on sut: BlogListViewModel) {
        var sort: SortBlogsViewModel?
        sut.onEvent = { if case .openSortBlogs(let screen) = $0 { sort = screen } }
        sut.didTapSort()
        sut.onEvent = nil
        sort?.didPick(order)
    }

    /// The titles the rows show, in the table's order.
    @MainActor
    private func titles(_ sut: BlogListViewModel) -> [String] {
        (0..<sut.numberOfBlogs).compactMap { sut.blogCellViewModel(at: $0).state?.title }
    }
}
