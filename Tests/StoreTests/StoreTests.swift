// Specifies Store.swift: the loop (reduce, tell, run the effect; actions sent meanwhile wait their turn), the state
// changed in place, observers told only when their slice changed, subscriptions and effects holding the store weakly.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@testable import Store

@MainActor
struct StoreTests {
    @Test func aChangeToOneElement_isMadeInPlace_withNoCopyOfTheList() {
        let sut = makeSUT(items: Array(0..<10_000))
        let observed = sut.observe(\.note) { _ in }
        let before = sut.state.items.withUnsafeBufferPointer { $0.baseAddress }

        sut.send(.setItem(at: 5_000, to: -1))

        #expect(sut.state.items[5_000] == -1, "Expected the element changed")
        #expect(sut.state.items.withUnsafeBufferPointer { $0.baseAddress } == before,
                "Expected the list's buffer kept: no one holds a second reference to the state while the reducer runs")
        withExtendedLifetime(observed) {}
    }

    @Test func anObserver_isToldOnlyWhenItsSliceChanged() {
        let sut = makeSUT()
        var notes: [String] = [], counts: [Int] = []
        let noteObserver = sut.observe(\.note) { notes.append($0) }
        let countObserver = sut.observe(\.items.count) { counts.append($0) }

        sut.send(.setNote("a"))
        sut.send(.setNote("a"))
        sut.send(.append(1))

        #expect(notes == ["", "a"], "Expected the current note, then its one change; found \(notes)")
        #expect(counts == [0, 1], "Expected the current count, then its one change; found \(counts)")
        withExtendedLifetime((noteObserver, countObserver)) {}
    }

    @Test func aSubscriptionLetGo_isToldNothingMore() {
        let sut = makeSUT()
        var deliveries = 0
        var subscription: Subscription<TestState>? = sut.subscribe { _ in deliveries += 1 }
        weak var released: Subscription<TestState>?
        released = subscription

        subscription = nil
        sut.send(.append(1))

        #expect(released == nil, "Expected the store to hold its subscriptions weakly")
        #expect(deliveries == 1, "Expected the subscribe-time delivery only, found \(deliveries)")
    }

    @Test func actionsSentWhileAnActionIsHandled_waitTheirTurn() {
        let sut = makeSUT()
        var seen: [[Int]] = []
        let subscription = sut.subscribe { seen.append($0.items) }

        sut.send(.appendThenSend(1, .append(2)))

        #expect(seen == [[], [1], [1, 2]], "Expected each action reduced and told whole, in order; found \(seen)")
        withExtendedLifetime(subscription) {}
    }

    @Test func anEffectAnsweringAfterTheStoreIsGone_sendsIntoNothing() {
        var answer: (@MainActor (TestAction) -> Void)?
        weak var released: Store<TestState, TestAction>?
        do {
            let sut = makeSUT { answer = $0 }
            sut.send(.startWork)
            released = sut
        }

        answer?(.append(1))

        #expect(answer != nil, "Expected the effect to have run")
        #expect(released == nil, "Expected the effect's send to hold the store weakly")
    }

    @Test func aLikeAmong10000Blogs_changesTheSceneStateInPlace() throws {
        let driver = SceneDriver.launch(
            composer: ProfileComposer.self, fixture: .generated(blogCount: 10_000), scheduling: .queued)
        driver.deliverAllResponses()
        let store = try #require((driver.navigationController?.viewControllers.first as? ProfileViewController)?.store)
        let row = try #require(store.state.blogs.blogs.firstIndex { !$0.isLiked }, "Expected a blog not liked yet")
        let before = store.state.blogs.blogs.elements.withUnsafeBufferPointer { $0.baseAddress }

        try driver.tapLike(blogRow: row)
        driver.deliverAllResponses()

        #expect(store.state.blogs.shownBlog(at: row).isLiked, "Expected the like answered")
        #expect(store.state.blogs.blogs.elements.withUnsafeBufferPointer { $0.baseAddress } == before,
                "Expected the blogs' buffer kept through a like and its answer: no copy of the list per like")
    }
}

// MARK: - Helpers

private struct TestState {
    var items: [Int] = []
    var note = ""
}

private enum TestAction {
    case setItem(at: Int, to: Int)
    case setNote(String)
    case append(Int)
    indirect case appendThenSend(Int, TestAction)
    case startWork
}

/// A store of a list and a note; `startWork` runs an effect that hands its `send` to `work`.
@MainActor
private func makeSUT(items: [Int] = [], work: @escaping (@escaping @MainActor (TestAction) -> Void) -> Void = { _ in })
    -> Store<TestState, TestAction>
{
    Store(initialState: TestState(items: items)) { state, action in
        switch action {
        case .setItem(let index, let value): state.items[index] = value
        case .setNote(let note): state.note = note
        case .append(let item): state.items.append(item)
        case .appendThenSend(let item, let next):
            state.items.append(item)
            return .send(next)
        case .startWork:
            return .run { send in work(send) }
        }
        return .none
    }
}
