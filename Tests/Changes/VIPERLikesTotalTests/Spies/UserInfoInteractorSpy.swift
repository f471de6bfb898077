// Test double of UserInfoInteractorInput: records the use cases asked for. Holds nothing of the module.
@testable import VIPERLikesTotal

@MainActor
final class UserInfoInteractorSpy: UserInfoInteractorInput {
    private(set) var loadUserCount = 0

    func loadUser() { loadUserCount += 1 }
}
