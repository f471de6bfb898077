// Tests of the blogs section's view model, with a mock API and no view: its section state, its rows over the store's
// records, its events (the unlike's refusal and failure among them), and the ownership of its rows.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVVMObservationUnlike

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

    @Test @MainActor func likeTap_onALikedRow_sendsOneUnlikeAndNoToast() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var events: [String] = []
            sut.onEvent = { if case .showToast(let message) = $0 { events.append(message) } }

            sut.likeBlog(id: 102)

            #expect(api.requestCounts.unlike == 1 && api.requestCounts.like == 0, "Expected one unlike request")
            #expect(events.isEmpty, "Expected no toast, found \(events)")
        }
    }

    @Test @MainActor func likeTap_whileItsUnlikeIsInFlight_sendsTheAlreadyUnlikedToast() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var events: [String] = []
            sut.onEvent = { if case .showToast(let message) = $0 { events.append(message) } }

            sut.likeBlog(id: 102)
            sut.likeBlog(id: 102)

            #expect(api.requestCounts.unlike == 1 && events == [ProfileText.alreadyUnliked],
                    "Expected one request and the already-unliked toast, found \(events)")
        }
    }

    @Test @MainActor func failedUnlike_sendsItsToast() {
        expectNoLeaks { tracker in
            let (sut, api) = makeSUT(tracker)
            var events: [String] = []
            sut.onEvent = { if case .showToast(let message) = $0 { events.append(message) } }
            api.injectFault(.error(.offline), on: .unlike)

            sut.likeBlog(id: 102)
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
}
