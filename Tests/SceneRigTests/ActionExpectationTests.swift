// Specifications of the batch expectation: what some actions must do to a scene's counters, and each counter that
// differs named once.
import ProfileKit
import SceneRig
import Testing

@Suite struct ActionExpectationTests {
    @Test @MainActor func actionsThatDidWhatWasExpected_haveNoMismatch() throws {
        let driver = SceneDriver.launch(.floor)
        let expectation = ActionExpectation(on: driver, likeRequests: 1, navigationDepth: 1, showsModal: false)

        try driver.tapLike(blogRow: 0)

        #expect(expectation.mismatches(on: driver).isEmpty, "Expected one like request, the profile alone, no modal")
    }

    @Test @MainActor func eachCounterThatDiffers_isNamedWithWhatWasExpected() throws {
        let driver = SceneDriver.launch(.floor)
        let expectation = ActionExpectation(
            on: driver, likeRequests: 2, toasts: 1, fetchRequests: 3, createDraftRequests: 1, navigationDepth: 2,
            showsModal: true)

        try driver.tapLike(blogRow: 0)

        #expect(expectation.mismatches(on: driver) == [
            "like requests 1, expected 2", "toasts 0, expected 1", "fetch requests 3, expected 6",
            "createDraft requests 0, expected 1", "navigation depth 1, expected 2", "no modal shown, expected one",
        ], "Expected every counter that differs named, counted from the launch's three fetches")
    }
}
