// Specifications of the scene presenter, with no view controller and no UI kit view: a spy plays the view.
import ProfileKit
import Testing
@testable import MVP

@Suite struct ProfilePresenterSpecification {
    @Test @MainActor func didLoadView_requestsUserBlogsAndDraftsInThatOrder() {
        let (sut, _, api) = makeSUT()

        sut.didLoadView()

        #expect(api.pendingEndpoints == [.user, .blogs, .drafts],
                "Expected the first load to request the user, the blogs and the drafts, in that order")
    }

    @Test @MainActor func userLoaded_asksViewToDisplayFormattedUser() {
        let (sut, view, api) = makeSUT()

        sut.didLoadView()
        api.deliverNextPendingResponse()

        #expect(view.messages == [
            .displayUser(avatarName: "avatar-42", name: "Lin Wei 林伟", handle: "@lin.wei",
                         summary: "12 blogs · 3 drafts · 1,204 likes"),
        ], "Expected the presenter to hand the view display strings only")
    }

    @Test @MainActor func userFailure_showsErrorOnlyInHeader() {
        let (sut, view, api) = makeSUT()
        api.injectFault(.error(.offline), on: .user)

        sut.didLoadView()
        api.deliverAllPendingResponses()

        #expect(view.messages == [
            .displayUserError("Couldn't load the profile. \(APIError.offline.message)"), .displayBlogs, .displayDrafts,
        ], "Expected the header alone to show an error")
    }

    @Test @MainActor func blogsFailure_showsErrorOnlyInBlogsSection() {
        let (sut, view, api) = makeSUT()
        api.injectFault(.error(.server(status: 503)), on: .blogs)

        sut.didLoadView()
        api.deliverAllPendingResponses()

        #expect(view.messages == [
            .displayUser(avatarName: "avatar-42", name: "Lin Wei 林伟", handle: "@lin.wei",
                         summary: "12 blogs · 3 drafts · 1,204 likes"),
            .displayBlogsError("Couldn't load blogs. \(APIError.server(status: 503).message)"),
            .displayDrafts,
        ], "Expected the blogs section alone to show an error")
    }

    @Test @MainActor func didTapRefresh_reloadsUserBlogsAndDraftsInThatOrder() {
        let (sut, _, api) = makeSUT()
        sut.didLoadView()
        api.deliverAllPendingResponses()

        sut.didTapRefresh()

        #expect(api.pendingEndpoints == [.user, .blogs, .drafts], "Expected a refresh to reload all three sections")
        #expect(api.requestCounts.total == 6, "Expected one request per section per load, and no other")
    }

    @Test @MainActor func responseAfterPresenterIsGone_isIgnored() {
        let api = MockProfileAPI(scheduling: .queued)
        let view = ProfileViewSpy()
        do {
            let (sut, _, _) = makeSUT(api: api, view: view)
            sut.didLoadView()
        }

        api.deliverAllPendingResponses()

        #expect(view.messages.isEmpty, "Expected late responses to find no presenter and change nothing")
    }
}

// MARK: - Helpers

extension ProfilePresenterSpecification {
    @MainActor
    private func makeSUT(
        api: MockProfileAPI = MockProfileAPI(scheduling: .queued), view: ProfileViewSpy = ProfileViewSpy()
    ) -> (sut: ProfilePresenter, view: ProfileViewSpy, api: MockProfileAPI) {
        let blogList = BlogListPresenter(api: api, userID: api.serverUser.id)
        let draftList = DraftListPresenter(api: api, userID: api.serverUser.id)
        let sut = ProfilePresenter(api: api, userID: api.serverUser.id, blogList: blogList, draftList: draftList)
        sut.view = view
        blogList.view = view
        draftList.view = view
        return (sut, view, api)
    }
}
