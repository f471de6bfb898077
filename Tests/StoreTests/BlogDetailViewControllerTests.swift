// Specifies BlogDetailViewController.swift's side of ownership: the subscription it owns captures it weakly (no cycle).
// The scene's ownership as a whole is the conformance suite's. Holds nothing.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct BlogDetailViewControllerTests {
    @Test func aLoadedDetail_isFreedWhenLetGo_itsSubscriptionCapturingItWeakly() {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = ProfileStore(
            initialState: ProfileState(), reducer: ProfileReducer(api: api, userID: api.serverUser.id).reduce)
        store.send(.viewLoaded)
        expectNoLeaks { tracker in
            let sut = BlogDetailViewController(store: store, blogID: store.state.blogs.shownBlog(at: 0).id)
            sut.loadViewIfNeeded()
            store.send(.likeTapped(blogID: sut.blogID))
            tracker.track(sut, as: "BlogDetailViewController")
        }
    }
}
