// Test double: the header's passive view, recording what `UserInfoPresenter` told it. Owns its log.
@testable import MVPLikesTotal

/// Stands in for `UserInfoViewController`.
@MainActor
final class UserInfoViewSpy: UserInfoView {
    enum Message: Equatable {
        case showUser(avatarName: String, name: String, handle: String, summary: String)
        case showUserError(String)
        case showLikesTotal(Int)
    }

    private(set) var messages: [Message] = []

    func showUser(avatarName: String, name: String, handle: String, summary: String) {
        messages.append(.showUser(avatarName: avatarName, name: name, handle: handle, summary: summary))
    }

    func showUserError(_ message: String) { messages.append(.showUserError(message)) }
    func showLikesTotal(_ total: Int) { messages.append(.showLikesTotal(total)) }
}
