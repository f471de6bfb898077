// Specifies BlogCell.swift's side of ownership: the row's subscription, which the cell owns, captures it weakly (no
// cycle), so a cell its table lets go is freed. The scene's ownership is the conformance suite's. Holds nothing.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct BlogCellTests {
    @Test func aCellShowingARow_isFreedWhenLetGo_itsSubscriptionCapturingItWeakly() {
        let api = MockProfileAPI(scheduling: .immediate)
        let store = ProfileStore(
            initialState: ProfileState(), reducer: ProfileReducer(api: api, userID: api.serverUser.id).reduce)
        store.send(.viewLoaded)
        expectNoLeaks { tracker in
            let sut = BlogCell(reuseIdentifier: BlogCell.reuseIdentifier)
            sut.show(store.state.blogs.shownBlog(at: 0), from: store)
            store.send(.likeTapped(blogID: store.state.blogs.shownBlog(at: 0).id))
            tracker.track(sut, as: "BlogCell")
        }
    }
}
