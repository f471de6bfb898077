// Test double of a module's interactor: records every request its view sends, in order, and the services the Binder
// handed it. Holds its presenter, as every interactor does.
@testable import VIPSortPicker

@MainActor
final class InteractorSpy: Interactor {
    private(set) var requests: [any Request] = []
    let services: ModuleServices

    required init(presenter: Presenter, services: ModuleServices) {
        self.services = services
        super.init(presenter: presenter, services: services)
    }

    override func refresh(request: any Request) {
        requests.append(request)
    }

    /// The requests of one module's type, in order.
    func received<Expected: Request>(_ type: Expected.Type) -> [Expected] {
        requests.compactMap { $0 as? Expected }
    }

    func removeAllRequests() { requests.removeAll() }
}
