// Test double of ProfileInteractorInput: records every message, in order. Holds nothing of the module.
import ProfileKit
@testable import VIPER

/// Stands in for the interactor when the presenter is tested alone: records the use cases asked for.
@MainActor
final class InteractorSpy: ProfileInteractorInput {
    enum Message: Equatable { case loadProfile, likeBlog(id: Int) }

    private(set) var messages: [Message] = []

    func loadProfile() { messages.append(.loadProfile) }
    func likeBlog(id: Int) { messages.append(.likeBlog(id: id)) }
}
