// Presenter of the UserInfo module: formats the user for the header (ProfileText). Owns its router (the base
// class's, unused: the header goes nowhere); references its view weakly.
import ProfileKit

/// Turns the interactor's user or error, and the likes total, into the header's view model; holds no state.
@MainActor
final class UserInfoPresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: UserInfoResponse.self, in: self) {
        case .user(let user):
            view?.display(viewModel: UserInfoViewModel.user(
                avatarName: user.avatarName, name: user.displayName, handle: ProfileText.handle(user),
                summary: ProfileText.summary(user)))
        case .failure(let error):
            view?.display(viewModel: UserInfoViewModel.error(ProfileText.sectionError(.user, error)))
        case .likesTotal(let total):
            view?.display(viewModel: UserInfoViewModel.likesTotal(total))
        }
    }
}
