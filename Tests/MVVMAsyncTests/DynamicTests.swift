// Tests of the binder's state half, alone: what a binding receives, and what binding and unbinding own.
@testable import MVVMAsync
import TestSupport
import Testing

@Suite struct DynamicTests {
    @Test @MainActor func bind_deliversTheCurrentValueAtOnce() {
        let sut = Dynamic("current")

        let recorder = DeliveryRecorder(sut)

        #expect(recorder.values == ["current"], "Expected the binding to receive the current value at once")
    }

    @Test @MainActor func assignments_areDeliveredOnlyWhenTheyChangeTheValue() {
        let sut = Dynamic(1)
        let recorder = DeliveryRecorder(sut)

        for value in [1, 2, 2, 2, 1, 1] { sut.value = value }

        #expect(recorder.changes == [2, 1], "Expected only the two changes to be delivered, not the equal assignments")
    }

    @Test @MainActor func anEqualAssignment_isStoredThoughNotDelivered() {
        let sut = Dynamic(Tagged(name: "row", tag: 1))
        let recorder = DeliveryRecorder(sut)

        sut.value = Tagged(name: "row", tag: 2)

        #expect(recorder.changes.isEmpty, "Expected no delivery for a value equal to the current one")
        #expect(sut.value.tag == 2, "Expected the equal value to be stored all the same")
    }

    @Test @MainActor func observers_hearAChangeInTheOrderTheyBound() {
        let sut = Dynamic(0)
        var heard: [String] = []
        for name in ["first", "second", "third"] {
            sut.bind { value in if value == 1 { heard.append(name) } }
        }

        sut.value = 1

        #expect(heard == ["first", "second", "third"], "Expected observers to hear a change in bind order")
    }

    @Test @MainActor func unbind_stopsTheDeliveriesToThatObserverOnly() {
        let sut = Dynamic(0)
        let unbound = DeliveryRecorder(sut)
        let stillBound = DeliveryRecorder(sut)

        unbound.unbind()
        sut.value = 1

        #expect(unbound.changes.isEmpty, "Expected no delivery after unbinding")
        #expect(stillBound.changes == [1], "Expected the other binding to keep its deliveries")
    }

    @Test @MainActor func unbind_releasesTheObserverAndWhatItCaptured() {
        let sut = Dynamic(0)
        expectNoLeaks { tracker in
            let view = CapturedView()
            let token = sut.bind { value in view.rendered = value }  // strong on purpose: unbinding must free it
            tracker.track(view, as: "object captured strongly by an unbound observer")
            token.unbind()
        }
    }

    @Test @MainActor func unbindingTwice_leavesTheOtherBindings_andAfterTheDynamicIsGoneDoesNothing() {
        var sut: Dynamic<Int>? = Dynamic(0)
        let token = sut?.bind { _ in }
        let other = sut.map(DeliveryRecorder.init)

        token?.unbind()
        token?.unbind()
        sut?.value = 1
        sut = nil
        token?.unbind()

        #expect(other?.changes == [1], "Expected a repeated unbind to leave the other bindings bound")
    }

    @Test @MainActor func token_doesNotKeepItsDynamicAlive() {
        var token: BindingToken<Int>?
        expectNoLeaks { tracker in
            let sut = Dynamic(0)
            token = sut.bind { _ in }
            tracker.track(sut, as: "Dynamic whose token is still held")
        }
        token?.unbind()
    }

    // MARK: Helpers

    /// Equal by name only, so an equal assignment can still be told apart by its tag.
    private struct Tagged: Equatable {
        let name: String
        let tag: Int
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.name == rhs.name }
    }

    @MainActor
    private final class CapturedView {
        var rendered = 0
    }
}
