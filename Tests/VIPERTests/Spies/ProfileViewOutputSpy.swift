// Test double of ProfileViewOutput: records the container view's events, with what the view had embedded by then.
// Holds the view weakly.
import ProfileKit
@testable import VIPER

@MainActor
final class ProfileViewOutputSpy: ProfileViewOutput {
    enum Message: Equatable { case didLoadView(embeddedChildren: Int), didTapRefresh }

    /// Set by the test once the view exists, to see what it had embedded when it reported its load.
    weak var view: ViewController?
    private(set) var messages: [Message] = []

    func didLoadView() { messages.append(.didLoadView(embeddedChildren: view?.children.count ?? -1)) }
    func didTapRefresh() { messages.append(.didTapRefresh) }
}
