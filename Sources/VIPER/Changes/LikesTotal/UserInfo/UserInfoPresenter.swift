// Presenter of the UserInfo module: turns the interactor's answers into the header's display model (ProfileText).
// Owns its interactor strongly (presenter → interactor); references its view weakly (presenter ⇢ view).
import ProfileKit

/// Formats the user for the header; holds no state of its own.
@MainActor
final class UserInfoPresenter {
    /// Set by `ProfileAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any UserInfoViewInput)?
    let interactor: any UserInfoInteractorInput

    init(interactor: any UserInfoInteractorInput) {
        self.interactor = interactor
    }

    private static func displayModel(for user: User) -> UserDisplayModel {
        UserDisplayModel(
            avatarName: user.avatarName, name: user.displayName,
            handle: ProfileText.handle(user), summary: ProfileText.summary(user))
    }
}

// MARK: - UserInfoModuleInput

extension UserInfoPresenter: UserInfoModuleInput {
    func loadUser() { interactor.loadUser() }
}

// MARK: - UserInfoViewOutput

extension UserInfoPresenter: UserInfoViewOutput {}

// MARK: - UserInfoInteractorOutput

extension UserInfoPresenter: UserInfoInteractorOutput {
    func didLoadUser(_ user: User) {
        view?.showUser(Self.displayModel(for: user))
    }

    func didFailToLoadUser(_ error: APIError) {
        view?.showUserError(ProfileText.sectionError(.user, error))
    }

    func didChangeLikesTotal(_ total: Int) {
        view?.showLikesTotal(total)
    }
}
