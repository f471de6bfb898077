// Specifies UserInfoViewController.swift's side of ownership: the subscription it owns captures it weakly (no cycle).
// The scene's ownership as a whole is the conformance suite's. Holds nothing.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct UserInfoViewControllerTests {
    @Test func aLoadedHeader_isFreedWhenLetGo_itsSubscriptionCapturingItWeakly() {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = ProfileStore(
            initialState: ProfileState(), reducer: ProfileReducer(api: api, userID: api.serverUser.id).reduce)
        expectNoLeaks { tracker in
            let sut = UserInfoViewController(store: store)
            sut.loadViewIfNeeded()
            store.send(.viewLoaded)
            tracker.track(sut, as: "UserInfoViewController")
        }
    }
}
