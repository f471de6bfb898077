// Test double of a module's presenter: records every response its interactor hands it, in order. Holds what it is
// handed; references its view weakly, as every presenter does.
@testable import VIPUnlike

@MainActor
final class PresenterSpy: Presenter {
    private(set) var responses: [any Response] = []

    override func present(response: any Response) {
        responses.append(response)
    }

    /// The responses of one module's type, in order (a stranger's type would not be a response of this module).
    func received<Expected: Response>(_ type: Expected.Type) -> [Expected] {
        responses.compactMap { $0 as? Expected }
    }

    func removeAllResponses() { responses.removeAll() }
}
