// Specifications of the binder: what a binding delivers, in which order, and how it ends.
@testable import MVVM
import TestSupport
import Testing

@Suite struct ObservableSpecification {
    @Test @MainActor func binding_deliversCurrentValueImmediately() {
        let sut = Observable("current")
        let recorder = Recorder<String>()

        sut.bind(recorder.record)

        #expect(recorder.values == ["current"], "Expected the current value at once, before any change")
    }

    @Test @MainActor func binding_deliversEveryAssignmentIncludingEqualValues() {
        let sut = Observable(0)
        let recorder = Recorder<Int>()
        sut.bind(recorder.record)

        sut.value = 1
        sut.value = 1
        sut.value = 2

        #expect(recorder.values == [0, 1, 1, 2], "Expected every assignment delivered, equal or not, in order")
    }

    @Test @MainActor func observers_hearEachChangeInTheOrderTheyBound() {
        let sut = Observable(0)
        let order = Recorder<String>()
        sut.bind { _ in order.record("first") }
        sut.bind { _ in order.record("second") }

        sut.value = 1

        #expect(order.values == ["first", "second", "first", "second"], "Expected bind order on every delivery")
    }

    @Test @MainActor func unbind_stopsDeliveriesToThatObserverOnly() {
        let sut = Observable(0)
        let unbound = Recorder<Int>(), kept = Recorder<Int>()
        let token = sut.bind(unbound.record)
        sut.bind(kept.record)

        token.unbind()
        sut.value = 1

        #expect(unbound.values == [0], "Expected no delivery after unbind")
        #expect(kept.values == [0, 1], "Expected the other binding to keep receiving")
    }

    @Test @MainActor func unbind_twiceOrAfterTheBoxIsGone_doesNothing() {
        var sut: Observable<Int>? = Observable(0)
        let token = sut?.bind { _ in }

        token?.unbind()
        token?.unbind()
        sut = nil
        token?.unbind()

        #expect(sut == nil, "Expected unbinding a released box to be harmless")
    }

    @Test @MainActor func token_doesNotKeepTheBoxAlive() {
        expectNoLeaks { tracker in
            let sut = Observable(0)
            let token = sut.bind { _ in }
            tracker.track(sut, as: "Observable")
            _ = token
        }
    }

    @Test @MainActor func box_releasesItsObserversWithIt() {
        expectNoLeaks { tracker in
            let observerOwner = Recorder<Int>()
            let sut = Observable(0)
            sut.bind(observerOwner.record)
            tracker.track(observerOwner, as: "observer captured strongly by a released box")
        }
    }
}
