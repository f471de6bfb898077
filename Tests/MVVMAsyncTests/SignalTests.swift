// Tests of the binder's event half, alone: events are never lost unheard, delivered once each, never replayed.
@testable import MVVMAsync
import Testing

@Suite struct SignalTests {
    @Test @MainActor func send_withAnObserver_deliversAtOnce() {
        let sut = Signal<String>()
        let recorder = EventRecorder(sut)

        sut.send("toast")

        #expect(recorder.events == ["toast"], "Expected the event to be delivered at once")
    }

    @Test @MainActor func eventsSentBeforeAnyoneBinds_waitAndAreDeliveredInOrderOnBind() {
        let sut = Signal<String>()

        sut.send("first")
        sut.send("second")
        let recorder = EventRecorder(sut)

        #expect(recorder.events == ["first", "second"], "Expected events sent before binding to be kept, in order")
    }

    @Test @MainActor func identicalEvents_areEachDelivered() {
        let sut = Signal<String>()
        let recorder = EventRecorder(sut)

        sut.send("You already liked this blog")
        sut.send("You already liked this blog")

        #expect(recorder.events.count == 2, "Expected two identical events to be two deliveries, unlike state")
    }

    @Test @MainActor func aDeliveredEvent_isNotReplayedToTheNextObserver() {
        let sut = Signal<String>()
        let first = EventRecorder(sut)
        sut.send("open detail")

        let second = EventRecorder(sut)

        #expect(first.events == ["open detail"], "Expected the first observer to have heard the event")
        #expect(second.events.isEmpty, "Expected an event already delivered not to be replayed")
    }

    @Test @MainActor func bindingAgain_replacesTheObserver() {
        let sut = Signal<String>()
        let replaced = EventRecorder(sut)
        let current = EventRecorder(sut)

        sut.send("toast")

        #expect(replaced.events.isEmpty && current.events == ["toast"], "Expected only the latest observer to hear")
    }
}
