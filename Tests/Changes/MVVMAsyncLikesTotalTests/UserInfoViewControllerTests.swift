// Tests of the header section's view with its real view model and a mock API: the likes total it renders and when.
@testable import MVVMAsyncLikesTotal
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct UserInfoViewControllerTests {
    @Test @MainActor func theLikesTotal_isShownOnceABlogsAnswerSucceeds_andThenOnlyWhenItChanges() {
        expectNoLeaks { tracker in
            let (sut, store, api) = makeSUT(tracker)
            sut.loadViewIfNeeded()
            store.loadBlogs()
            let beforeAnswer = sut.view.descendant(at: totalPath, as: Label.self)
            api.deliverAllPendingResponses()
            let total = api.serverBlogs.reduce(0) { $0 + $1.likeCount }

            let onTap = UIWork.measure { _ = store.likeBlog(id: 101) }
            let onAnswer = UIWork.measure { api.deliverAllPendingResponses() }

            #expect(beforeAnswer == nil, "Expected no likes line before a blogs answer")
            #expect(sut.view.descendant(at: totalPath, as: Label.self)?.text == ProfileText.likesTotal(total + 1),
                    "Expected the total with the like counted")
            #expect(onTap == UIWork(propertySets: 1), "Expected the tap to set the total's text once: \(onTap)")
            #expect(onAnswer == UIWork(), "Expected a confirming answer to set nothing: \(onAnswer)")
        }
    }

    // MARK: Helpers

    private let totalPath = "\(ProfileID.Header.container).\(ProfileID.Header.likes)"

    /// The header's view over its view model and a blog store of its own (in the scene, the list's).
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker
    ) -> (sut: UserInfoViewController, store: BlogStore, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let store = BlogStore(api: api, userID: api.serverUser.id)
        let sut = UserInfoViewController(viewModel: UserInfoViewModel(api: api, userID: api.serverUser.id, store: store))
        tracker.track(sut, as: "UserInfoViewController")
        tracker.track(store, as: "BlogStore")
        return (sut, store, api)
    }
}
