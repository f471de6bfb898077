// Test double: the header's passive view, recording what `UserInfoPresenter` told it. Owns its log.
@testable import MVP

/// Stands in for `UserInfoViewController`.
@MainActor
final class UserInfoViewSpy: UserInfoView {
    enum Message: Equatable {
        case showUser(avatarName: String, name: String, handle: String, summary: String)
        case showUserError(String)
    }

    private(set) var messages: [Message] = []

    func showUser(avatarName: String, name: String, handle: String, summary: String) {
        messages.append(.showUser(avatarName: avatarName, name: name, handle: handle, summary: summary))
    }

    func showUserError(_ message: String) { messages.append(.showUserError(message)) }
}
