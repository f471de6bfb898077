// Interactor of the UserInfo module: loads the user and orders the answers, and follows the likes total of the shared
// blogs worker. Owns its presenter (the base class's), the API, its request sequence and the worker; the API's
// completions and the worker reference it weakly (the worker as an observer).
import ProfileKit

/// Fetches the profile's user and hands each admitted answer to the presenter. Keeps no user. Hands over the worker's
/// likes total whenever the held blogs or their likes in flight may have changed.
@MainActor
final class UserInfoInteractor: Interactor {
    private let api: any ProfileAPI
    private let userID: Int
    /// Numbers this section's requests, so an older answer delivered late cannot replace a newer one.
    private var userRequests = RequestSequence()
    private let worker: BlogsWorker

    required init(presenter: Presenter, services: ModuleServices) {
        api = services.api
        userID = services.userID
        worker = services.blogsWorker
        super.init(presenter: presenter, services: services)
        worker.addObserver(self)
    }

    override func refresh(request: any Request) {
        switch expect(request, as: UserInfoRequest.self, in: self) {
        case .load:
            let ticket = userRequests.next()
            // Weak: an answer arriving after the module is gone finds nobody and does nothing.
            api.fetchUser(id: userID) { [weak self] in self?.didFetchUser($0, ticket: ticket) }
        }
    }

    private func didFetchUser(_ result: Result<User, APIError>, ticket: Int) {
        guard userRequests.admit(ticket) else { return }
        switch result {
        case .success(let user): presenter.present(response: UserInfoResponse.user(user))
        case .failure(let error): presenter.present(response: UserInfoResponse.failure(error))
        }
    }
}

// MARK: - BlogsWorkerObserver

extension UserInfoInteractor: BlogsWorkerObserver {
    /// An admitted blogs answer, a like sent or answered: the total, once. A failed answer keeps the blogs, and the
    /// total with them.
    func blogsWorker(didPublish event: BlogsWorker.Event) {
        switch event {
        case .loaded, .changed: presenter.present(response: UserInfoResponse.likesTotal(worker.likesTotal))
        case .failedToLoad, .likeFailed: break
        }
    }
}
