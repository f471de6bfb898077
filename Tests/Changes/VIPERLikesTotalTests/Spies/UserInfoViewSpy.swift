// Test double of UserInfoViewInput: records what the presenter tells the view. Holds nothing of the module.
@testable import VIPERLikesTotal

@MainActor
final class UserInfoViewSpy: UserInfoViewInput {
    enum Message: Equatable { case showUser(UserDisplayModel), showUserError(String), showLikesTotal(Int) }

    private(set) var messages: [Message] = []

    func showUser(_ user: UserDisplayModel) { messages.append(.showUser(user)) }
    func showUserError(_ message: String) { messages.append(.showUserError(message)) }
    func showLikesTotal(_ total: Int) { messages.append(.showLikesTotal(total)) }
}
