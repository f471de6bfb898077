// Tests of the compose screen's controller through its view, with a mock API and a delegate spy: one save at a time,
// the draft handed to the delegate, the error shown on the screen, Cancel left to the delegate.
@testable import MVC
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct ComposeDraftViewControllerTests {
    @Test @MainActor func save_sendsTheTitleAsTypedOnceAndHandsTheServersDraftToTheDelegate() {
        expectNoLeaks { tracker in
            let (sut, delegate, api) = makeSUT(tracker)

            type("Routers", in: sut)
            tap(ProfileID.Compose.save, in: sut)
            tap(ProfileID.Compose.save, in: sut)
            api.deliverAllPendingResponses()

            #expect(api.requestCounts.createDraft == 1, "Expected one request for two taps")
            #expect(delegate.events == ["created Routers"], "Expected the server's draft handed to the delegate")
        }
    }

    @Test @MainActor func failedSave_showsTheErrorKeepsTheTitleAndEnablesSave() {
        expectNoLeaks { tracker in
            let (sut, delegate, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .createDraft)

            type("Retry", in: sut)
            tap(ProfileID.Compose.save, in: sut)
            api.deliverAllPendingResponses()

            #expect(sut.visibleText(at: ProfileID.Compose.error) == APIError.offline.message, "Expected the error shown")
            #expect(sut.visibleText(at: ProfileID.Compose.title) == "Retry", "Expected the title kept")
            #expect(sut.visibleText(at: ProfileID.Compose.save) == ProfileText.saveTitle, "Expected Save enabled again")
            #expect(delegate.events.isEmpty, "Expected nothing handed to the delegate")
        }
    }

    @Test @MainActor func cancel_isTheDelegatesToHandle() {
        expectNoLeaks { tracker in
            let (sut, delegate, api) = makeSUT(tracker)

            tap(ProfileID.Compose.cancel, in: sut)

            #expect(delegate.events == ["cancelled"] && api.requestCounts.total == 0, "Expected Cancel reported, nothing sent")
        }
    }

    @Test @MainActor func controller_doesNotKeepItsDelegateAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = ComposeDraftViewController(model: ProfileModel(api: api, userID: api.serverUser.id))
        weak var released: DelegateSpy?
        do {
            let delegate = DelegateSpy()
            sut.delegate = delegate
            released = delegate
        }

        #expect(released == nil, "Expected the delegate, the presenting controller, referenced weakly")
    }
}

// MARK: - Helpers

@MainActor
private final class DelegateSpy: ComposeDraftViewControllerDelegate {
    var events: [String] = []
    func composeDraftViewController(_ controller: ComposeDraftViewController, didCreate draft: Draft) {
        events.append("created \(draft.title)")
    }
    func composeDraftViewControllerDidCancel(_ controller: ComposeDraftViewController) { events.append("cancelled") }
}

@MainActor
private func makeSUT(_ tracker: LeakTracker) -> (sut: ComposeDraftViewController, delegate: DelegateSpy, api: MockProfileAPI) {
    let api = MockProfileAPI(scheduling: .queued)
    let sut = ComposeDraftViewController(model: ProfileModel(api: api, userID: api.serverUser.id))
    let delegate = DelegateSpy()
    sut.delegate = delegate
    sut.loadViewIfNeeded()
    tracker.track(sut, as: "ComposeDraftViewController")
    return (sut, delegate, api)
}

@MainActor
private func type(_ text: String, in controller: ViewController) {
    (controller.visibleView(at: ProfileID.Compose.title) as? TextField)?.type(text)
}

@MainActor
private func tap(_ path: String, in controller: ViewController) {
    (controller.visibleView(at: path) as? Button)?.sendTap()
}
