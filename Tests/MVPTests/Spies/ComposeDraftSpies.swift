// Test doubles of the compose screen's passive view and of its presenter's output (the drafts list presenter),
// recording what they were told. Own their logs.
import ProfileKit
@testable import MVP

/// Stands in for `ComposeDraftViewController`.
@MainActor
final class ComposeDraftViewSpy: ComposeDraftView {
    enum Message: Equatable { case showSaving, showError(String) }

    private(set) var messages: [Message] = []

    func showSaving() { messages.append(.showSaving) }
    func showError(_ message: String) { messages.append(.showError(message)) }
}

/// Stands in for `DraftListPresenter` as the compose presenter's output.
@MainActor
final class ComposeDraftOutputSpy: ComposeDraftPresenterOutput {
    enum Message: Equatable { case didCreate(Draft), didCancel }

    private(set) var messages: [Message] = []

    func composeDraftDidCreate(_ draft: Draft) { messages.append(.didCreate(draft)) }
    func composeDraftDidCancel() { messages.append(.didCancel) }
}
