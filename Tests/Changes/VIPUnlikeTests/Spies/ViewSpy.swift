// Test double of a module's view: records every view model its presenter displays and every `userInfo` a route hands
// it, in order. Holds its interactor, as every view does.
@testable import VIPUnlike

@MainActor
final class ViewSpy: View {
    private(set) var viewModels: [any ViewModel] = []
    private(set) var userInfos: [Any?] = []

    override func display(viewModel: any ViewModel) {
        viewModels.append(viewModel)
    }

    override func show(route: Router, userInfo: Any?) {
        userInfos.append(userInfo)
    }

    /// The view models of one module's type, in order.
    func received<Expected: ViewModel>(_ type: Expected.Type) -> [Expected] {
        viewModels.compactMap { $0 as? Expected }
    }

    func removeAllViewModels() { viewModels.removeAll() }
}
