// Interactor of the container module: passes the container's events on to its presenter. Owns its presenter (the
// base class's); references nothing else.

/// The container has no data and no rule: its interactor is the one-way cycle's middle hop, and nothing more.
@MainActor
final class ProfileInteractor: Interactor {
    override func refresh(request: any Request) {
        switch expect(request, as: ProfileRequest.self, in: self) {
        case .load: presenter.present(response: ProfileResponse.load)
        case .refresh: presenter.present(response: ProfileResponse.refresh)
        }
    }
}
