// Specifies DraftListViewController.swift's side of ownership: the subscriptions it owns capture it weakly, and it
// references the compose screen it presented weakly. The scene's ownership is the conformance suite's. Holds nothing.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct DraftListViewControllerTests {
    @Test func aLoadedDraftsSection_isFreedWhenLetGo_itsSubscriptionsCapturingItWeakly() {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = ProfileStore(
            initialState: ProfileState(), reducer: ProfileReducer(api: api, userID: api.serverUser.id).reduce)
        expectNoLeaks { tracker in
            let sut = DraftListViewController(store: store)
            sut.loadViewIfNeeded()
            store.send(.viewLoaded)
            tracker.track(sut, as: "DraftListViewController")
        }
    }

    @Test func aComposeScreenClosed_isFreedWhileTheDraftsSectionLives() throws {
        let driver = SceneDriver.launch(composer: ProfileComposer.self, scheduling: .immediate)
        weak var released: ComposeDraftViewController?
        try driver.tapNewDraft()
        released = driver.modalViewController as? ComposeDraftViewController
        #expect(released != nil, "Expected the compose screen presented")

        try driver.tapCancelDraft()

        #expect(driver.modalViewController == nil, "Expected the compose screen dismissed")
        #expect(released == nil, "Expected the drafts section to reference the compose screen it presented weakly")
        withExtendedLifetime(driver) {}
    }
}
