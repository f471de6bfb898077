// Specifies ComposeDraftViewController.swift's side of ownership: the subscription it owns captures it weakly (no
// cycle). The scene's ownership as a whole is the conformance suite's. Holds nothing.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct ComposeDraftViewControllerTests {
    @Test func aLoadedComposeScreen_isFreedWhenLetGo_itsSubscriptionCapturingItWeakly() throws {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = ProfileStore(
            initialState: ProfileState(), reducer: ProfileReducer(api: api, userID: api.serverUser.id).reduce)
        store.send(.newDraftTapped)
        let serial = try #require(store.state.destination?.serial, "Expected the compose screen opened as state")
        expectNoLeaks { tracker in
            let sut = ComposeDraftViewController(store: store, serial: serial)
            sut.loadViewIfNeeded()
            tracker.track(sut, as: "ComposeDraftViewController")
        }
    }
}
