// Test double of UserInfoInteractorOutput: records every report, in order. Holds what it is told, nothing else.
import ProfileKit
@testable import VIPERLikesTotal

@MainActor
final class UserInfoInteractorOutputSpy: UserInfoInteractorOutput {
    enum Message: Equatable { case didLoadUser(User), didFailToLoadUser(APIError), didChangeLikesTotal(Int) }

    private(set) var messages: [Message] = []

    func didLoadUser(_ user: User) { messages.append(.didLoadUser(user)) }
    func didFailToLoadUser(_ error: APIError) { messages.append(.didFailToLoadUser(error)) }
    func didChangeLikesTotal(_ total: Int) { messages.append(.didChangeLikesTotal(total)) }

    func removeAllMessages() { messages.removeAll() }
}
