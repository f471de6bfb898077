// Test double of the three section module inputs, in one object so that one log shows the order across sections.
// Holds nothing of the module.
@testable import VIPER

@MainActor
final class SectionModulesSpy: UserInfoModuleInput, BlogListModuleInput, DraftListModuleInput {
    enum Message: Equatable { case loadUser, loadBlogs, loadDrafts }

    private(set) var messages: [Message] = []

    func loadUser() { messages.append(.loadUser) }
    func loadBlogs() { messages.append(.loadBlogs) }
    func loadDrafts() { messages.append(.loadDrafts) }
}
