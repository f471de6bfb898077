// Specifies BlogListViewController.swift's side of ownership: the subscriptions it owns (answer, toasts, detail to
// push) capture it weakly (no cycle). The scene's ownership as a whole is the conformance suite's. Holds nothing.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct BlogListViewControllerTests {
    @Test func aLoadedBlogsSection_isFreedWhenLetGo_itsSubscriptionsCapturingItWeakly() {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = ProfileStore(
            initialState: ProfileState(), reducer: ProfileReducer(api: api, userID: api.serverUser.id).reduce)
        expectNoLeaks { tracker in
            let sut = BlogListViewController(store: store)
            sut.loadViewIfNeeded()
            store.send(.viewLoaded)
            tracker.track(sut, as: "BlogListViewController")
        }
    }
}
